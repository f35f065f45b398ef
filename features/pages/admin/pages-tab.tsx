import { useSearchParams } from "react-router";
import { PageEditor } from "./page-editor";
import { PagesList } from "./pages-list";
import { EDITED_PAGE } from "./page-editor-link";

/**
 * The 'Pagine' tab (issue 24, decision 059): the list of the site's pages, or, with
 * `?pagina=<id>`, the editor of one (a view of its own, reachable by its address).
 */
export function PagesTab() {
  const [params] = useSearchParams();
  const id = Number.parseInt(params.get(EDITED_PAGE) ?? "", 10);
  return Number.isInteger(id) && id > 0 ? <PageEditor key={id} id={id} /> : <PagesList />;
}
