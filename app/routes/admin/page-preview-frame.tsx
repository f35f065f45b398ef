import type { Route } from "./+types/page-preview-frame";
import { adminOfPage } from "./admin-page.server";
import { adminPageMeta } from "./admin-page-meta";
import { PreviewFrameContent } from "#features/pages/site/preview-frame-content";

export const meta: Route.MetaFunction = adminPageMeta("Anteprima della pagina");

/** Only for who may edit pages: the frame shows what the editor sends it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await adminOfPage(request, context, "pages");
  return null;
}

/**
 * /admin/anteprima-pagina: the page editor's live preview (decision 059), shown in a frame of
 * the editor at a phone's or a desktop's width, so the site's breakpoints apply. It draws the
 * blocks the editor posts to it (same origin only) with the public views.
 */
export default function PagePreviewFrame() {
  return <PreviewFrameContent />;
}
