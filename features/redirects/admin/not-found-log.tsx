import { useState, type ReactNode } from "react";
import { EyeOff, Signpost } from "lucide";
import { Badge } from "#kit/ui/badge";
import { AdminTabSection, ListStates } from "#kit/admin/tab-parts";
import { EntityTable, type Column } from "#kit/admin/entity-table";
import { ListToolbar, filterOf } from "#kit/admin/list-toolbar";
import { useAdminList } from "#kit/admin/use-admin-list";
import { ConfirmActionDialog } from "#kit/admin/confirm-action-dialog";
import { useRefresh } from "#kit/admin/crud-api";
import { useToastedMutation } from "#kit/admin/toasted-mutation";
import { apiRequest } from "#kit/lib/api";
import { formatCompactDateTime } from "#kit/lib/dates";
import { shownPath } from "../redirect-values";
import type { NotFoundEntry } from "../redirect.schema";
import { NOT_FOUND_PATH } from "./redirects-api";
import { RedirectDialog } from "./redirect-dialog";

const probesFilter = filterOf("probes", "Sonde e bot", "Nascosti", [
  { value: "1", label: "Mostra anche sonde e bot" },
]);

const columns: Column<NotFoundEntry>[] = [
  {
    header: "Indirizzo",
    sort: "path",
    testId: "not-found-path",
    className: "break-all",
    cell: (entry) => (
      <>
        <p className="font-semibold text-slate-900">{shownPath(entry.path)}</p>
        {entry.bot ? (
          <Badge tone="muted" className="mt-1">
            Sonda o bot
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    header: "Richieste",
    sort: "hits",
    testId: "not-found-hits",
    className: "whitespace-nowrap text-right tabular-nums",
    cell: (entry) => entry.hits.toLocaleString("it-IT"),
  },
  {
    header: "Ultima richiesta",
    sort: "lastAt",
    className: "whitespace-nowrap",
    cell: (entry) => formatCompactDateTime(entry.lastAt),
  },
  {
    header: "Ultima provenienza",
    className: "break-all",
    cell: (entry) => entry.lastReferrer ?? "Diretta o sconosciuta",
  },
];

/**
 * The 404 log (decision 062): the public addresses visitors asked for that do not exist, the
 * most asked first; bots and probes hidden unless asked for. 'Crea reindirizzamento' opens the
 * redirect dialog with the address filled in (then the address leaves the log); 'Ignora' takes
 * it off the log after a confirmation.
 */
export function NotFoundLog({ switcher }: { switcher: ReactNode }) {
  const list = useAdminList<NotFoundEntry>(NOT_FOUND_PATH, ["probes"]);
  const [redirecting, setRedirecting] = useState<NotFoundEntry | null>(null);
  const [ignoring, setIgnoring] = useState<NotFoundEntry | null>(null);
  const refresh = useRefresh([NOT_FOUND_PATH]);
  const ignore = useToastedMutation(
    (entry: NotFoundEntry) => apiRequest<null>("DELETE", `${NOT_FOUND_PATH}/${entry.id}`),
    {
      saved: (_data, entry) => ({ title: `${shownPath(entry.path)} tolto dal registro` }),
      failed: "Errore: l'indirizzo non è stato tolto dal registro",
      refresh,
    },
  );

  return (
    <AdminTabSection description="Gli indirizzi del sito che i visitatori hanno chiesto e che non esistono, i più chiesti prima. Trasforma quelli frequenti in reindirizzamenti.">
      {switcher}
      <ListToolbar
        list={list}
        idPrefix="not-found"
        label="Filtra gli indirizzi non trovati"
        placeholder="Indirizzo"
        filters={[probesFilter]}
      />
      <ListStates
        list={list}
        noun={{ one: "indirizzo", many: "indirizzi" }}
        errorText="Impossibile caricare il registro degli indirizzi non trovati. Ricarica la pagina tra qualche istante."
        emptyText="Nessun indirizzo non trovato: finora ogni pagina chiesta esisteva."
        noMatchText="Nessun indirizzo corrisponde alla ricerca."
        countTestId="not-found-count"
      >
        {(items) => (
          <EntityTable
            items={items}
            columns={columns}
            caption="Indirizzi non trovati"
            rowTestId="not-found-row"
            minWidth="min-w-[56rem]"
            sorting={list}
            actions={{
              name: (entry) => shownPath(entry.path),
              labels: {
                edit: { label: "Crea reindirizzamento", icon: Signpost },
                delete: { label: "Ignora", icon: EyeOff },
              },
              onEdit: setRedirecting,
              onDelete: setIgnoring,
            }}
          />
        )}
      </ListStates>
      {redirecting ? (
        <RedirectDialog item={null} from={redirecting.path} onClose={() => setRedirecting(null)} />
      ) : null}
      <ConfirmActionDialog
        open={ignoring !== null}
        onOpenChange={(open) => {
          if (!open) setIgnoring(null);
        }}
        title="Togliere l'indirizzo dal registro?"
        description={`${ignoring ? shownPath(ignoring.path) : ""} sparisce dall'elenco con il suo conteggio; se qualcuno lo chiede di nuovo, ricompare.`}
        confirmLabel="Ignora"
        pendingLabel="Rimozione..."
        icon={EyeOff}
        variant="destructive"
        pending={ignore.isPending}
        onConfirm={() =>
          ignoring && ignore.mutate(ignoring, { onSuccess: () => setIgnoring(null) })
        }
      />
    </AdminTabSection>
  );
}
