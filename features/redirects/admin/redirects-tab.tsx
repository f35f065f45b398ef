import { Link, useSearchParams } from "react-router";
import { cn } from "#kit/ui/cn";
import { CrudTab, entityTexts, tabDeleteById } from "#kit/admin/crud-tab";
import { ListToolbar } from "#kit/admin/list-toolbar";
import { adminTabHref } from "#features/admin/admin-tab-href";
import { shownPath } from "../redirect-values";
import type { RedirectRecord } from "../redirect.schema";
import { redirectsApi } from "./redirects-api";
import { RedirectDialog } from "./redirect-dialog";
import { redirectTable } from "./redirect-list";
import { NotFoundLog } from "./not-found-log";

/** The tab's two views: `?tab=redirects` the redirects, `&vista=404` the 404 log. */
const views = [
  { id: "list", label: "Reindirizzamenti", href: adminTabHref("redirects") },
  {
    id: "404",
    label: "Indirizzi non trovati (404)",
    href: adminTabHref("redirects", { vista: "404" }),
  },
] as const;

function ViewSwitch({ current }: { current: (typeof views)[number]["id"] }) {
  return (
    <nav aria-label="Viste dei reindirizzamenti">
      <ul className="flex flex-wrap gap-2">
        {views.map((view) => (
          <li key={view.id}>
            <Link
              to={view.href}
              aria-current={view.id === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-10 items-center rounded-lg border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700",
                view.id === current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100",
              )}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The 'Reindirizzamenti' tab (decision 062): the redirects (from, to, type, visits, last visit;
 * search, sort, pages of 25; add, edit, delete after a confirmation) and, as a second view, the
 * 404 log whose addresses become redirects with one click.
 */
export function RedirectsTab() {
  const [params] = useSearchParams();
  if (params.get("vista") === "404") return <NotFoundLog switcher={<ViewSwitch current="404" />} />;
  return (
    <CrudTab<RedirectRecord>
      description="Gli indirizzi vecchi e dove portano: quelli del sito precedente, scritti a mano, e quelli degli articoli, piattaforme e pagine che hanno cambiato indirizzo, aggiunti da soli."
      {...entityTexts(
        "il reindirizzamento",
        "i reindirizzamenti",
        (item: RedirectRecord) => `da ${shownPath(item.fromPath)}`,
      )}
      noun={{ one: "reindirizzamento", many: "reindirizzamenti" }}
      path={redirectsApi.path}
      toolbar={(list) => (
        <>
          <ViewSwitch current="list" />
          <ListToolbar
            list={list}
            idPrefix="redirects"
            label="Filtra i reindirizzamenti"
            placeholder="Indirizzo di partenza o destinazione"
          />
        </>
      )}
      emptyText={
        'Nessun reindirizzamento. Aggiungine uno con "Nuovo reindirizzamento", o dal registro degli indirizzi non trovati.'
      }
      items={redirectTable}
      dialog={RedirectDialog}
      remove={tabDeleteById(redirectsApi.useDelete(), "Reindirizzamento eliminato")}
      confirm={{
        text: (item: RedirectRecord) =>
          `Eliminare il reindirizzamento da ${shownPath(item.fromPath)} a ${shownPath(item.target)}? Chi apre l'indirizzo vecchio troverà una pagina non trovata.`,
      }}
    />
  );
}
