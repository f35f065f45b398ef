import { NotFoundView } from "../blocks/not-found.view";
import { notFoundDefaults, type NotFoundData } from "../blocks/not-found-defaults";

/**
 * The site's 404 page: `sent` is what the loader answered (`{ notFound }`, from
 * `notFoundPageAnswer` or `notFoundBlock`), else the page's words kept in the code (a 404 thrown
 * without them, or the page unreadable).
 */
export function NotFoundPage({ sent }: { sent: unknown }) {
  const data = (sent as { notFound?: NotFoundData | null } | null | undefined)?.notFound;
  return <NotFoundView id="not-found" data={data ?? notFoundDefaults} />;
}
