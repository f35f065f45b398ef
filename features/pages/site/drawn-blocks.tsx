import { createContext, useContext, type ComponentType, type MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Blocks drawn on the server alone (decision 060). In a document, a block that needs no code in
 * the browser (no form, no button that opens something) comes without its data: the page's
 * loader keeps the data on the server (`drawnBlocks` of the load context), app/entry.server.tsx
 * hands it to this context, the server draws the block from it, and the browser keeps that HTML
 * as it is, never hydrating it. The page's HTML holds its words once instead of twice, and the
 * browser loads no code for such a block. Its links still navigate within the app.
 */
export const DrawnBlockData = createContext<ReadonlyMap<string, unknown> | null>(null);

/** A path the app draws (not a file such as /uploads/x.pdf or a feed). */
const isAppPath = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname);

/** A click on a plain link inside HTML React does not own, made an in-app navigation. */
function followLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest("a");
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin || !isAppPath(url.pathname)) return;
  // A link to a point of this page scrolls there as the browser does.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}

/** A block drawn on the server alone: drawn from the kept data there, kept as drawn here. */
export function DrawnBlock({
  id,
  View,
}: {
  id: string;
  View: ComponentType<{ id: string; data: unknown }> | undefined;
}) {
  const data = useContext(DrawnBlockData)?.get(id);
  const navigate = useNavigate();
  if (data !== undefined && View) {
    return (
      <div className="contents">
        <View id={id} data={data} />
      </div>
    );
  }
  return (
    <div
      className="contents"
      // Hydration keeps the server's HTML of an element whose inner HTML React is given.
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
      onClick={(event) => followLink(event, (to) => void navigate(to))}
    />
  );
}
