import { useState } from "react";
import { useNavigate } from "react-router";
import { AdminTabSection, ListStates } from "#kit/admin/tab-parts";
import { EntityTable, TitleCell, type Column } from "#kit/admin/entity-table";
import { ListToolbar, filterOf, optionsOf } from "#kit/admin/list-toolbar";
import { useAdminList } from "#kit/admin/use-admin-list";
import { listTexts } from "#kit/admin/crud-tab";
import { RowLink } from "#kit/admin/row-actions";
import { pageStatusLabels } from "../page-statuses";
import { PAGES_PATH, type AdminPage } from "./pages-api";
import { PageStatusBadges, lastChangeText, scheduledText } from "./page-status";
import { NewPageDialog } from "./new-page-dialog";
import { EDITED_PAGE } from "./page-editor-link";

const statusFilter = filterOf("status", "Stato", "Tutti gli stati", optionsOf(pageStatusLabels));

const columns: Column<AdminPage>[] = [
  {
    header: "Pagina",
    sort: "title",
    cell: (page) => <TitleCell title={page.title} detail={page.path} />,
  },
  {
    header: "Stato",
    cell: (page) => (
      <>
        <PageStatusBadges page={page} />
        {scheduledText(page) ? (
          <p className="mt-1 text-sm text-slate-700">{scheduledText(page)}</p>
        ) : null}
      </>
    ),
  },
  {
    header: "Ultima modifica",
    sort: "updatedAt",
    className: "whitespace-nowrap",
    cell: lastChangeText,
  },
];

/** The list of the site's pages: search, status filter, last change and who, 'Nuova pagina'. */
export function PagesList() {
  const list = useAdminList<AdminPage>(PAGES_PATH, ["status"]);
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const open = (page: { id: number }) =>
    void navigate(`?tab=pages&${EDITED_PAGE}=${page.id}`, { preventScrollReset: false });
  return (
    <AdminTabSection
      description="Le pagine del sito fatte di blocchi: le modifiche restano bozze finché non sono pubblicate."
      create={{ label: "Nuova pagina", onClick: () => setCreating(true) }}
    >
      <ListToolbar
        list={list}
        label="Filtra le pagine"
        placeholder="Titolo o indirizzo"
        filters={[statusFilter]}
      />
      <ListStates
        list={list}
        {...listTexts("pagina", "le pagine", true)}
        emptyText='Nessuna pagina. Crea la prima con "Nuova pagina".'
      >
        {(items) => (
          <EntityTable
            items={items}
            columns={columns}
            caption="Pagine del sito"
            rowTestId="page-row"
            minWidth="min-w-[44rem]"
            sorting={list}
            actions={{
              name: (page) => page.title,
              onEdit: open,
              extra: (page) =>
                page.status === "published" ? (
                  <RowLink
                    href={page.path}
                    label="Apri"
                    srText={`${page.title} (si apre in una nuova scheda)`}
                  />
                ) : null,
            }}
          />
        )}
      </ListStates>
      {creating ? <NewPageDialog onClose={() => setCreating(false)} onCreated={open} /> : null}
    </AdminTabSection>
  );
}
