import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "#kit/lib/api";
import type { Page } from "#kit/lib/page";
import type { ActivityEntryView } from "../activity-format";
import { activityPath } from "./activity-api";
import { ActivityEntries } from "./activity-entries";

/**
 * The 'Cronologia' of one item in its dialog (decision 032): its latest 25 log entries, read
 * each time the section is opened, so a dialog that stays open after a write (a ticket's status,
 * a message marked read) shows it on the next opening.
 */
export function ActivityHistory({ entity, id }: { entity: string; id: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="group rounded-lg border border-slate-200 bg-slate-50 p-3"
      data-testid="entity-history"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold text-slate-900">Cronologia</summary>
      {open ? <HistoryEntries entity={entity} id={id} /> : null}
    </details>
  );
}

function HistoryEntries({ entity, id }: { entity: string; id: number }) {
  const query = useQuery({
    refetchOnMount: "always",
    queryKey: [activityPath, "history", entity, id],
    queryFn: () =>
      getJson<Page<ActivityEntryView>>(
        `${activityPath}?${new URLSearchParams({ entity, entityId: String(id) }).toString()}`,
      ),
  });
  if (query.isPending) return <p className="mt-2 text-sm text-slate-600">Caricamento...</p>;
  if (query.isError)
    return (
      <p role="alert" className="mt-2 text-sm text-red-700">
        Impossibile caricare la cronologia.
      </p>
    );
  if (query.data.items.length === 0)
    return <p className="mt-2 text-sm text-slate-600">Nessuna modifica registrata.</p>;
  return (
    <div className="mt-3">
      <ActivityEntries entries={query.data.items} />
      {query.data.total > query.data.items.length ? (
        <p className="mt-2 text-sm text-slate-600">
          Le {query.data.items.length} modifiche più recenti di {query.data.total}: le altre sono
          nel Registro attività.
        </p>
      ) : null}
    </div>
  );
}
