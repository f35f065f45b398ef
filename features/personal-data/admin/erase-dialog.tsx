import { ConfirmDeleteDialog } from "#kit/admin/confirm-delete-dialog";
import type { KindCount, PersonalDataSummary } from "../personal-data-kinds";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: PersonalDataSummary;
  pending: boolean;
  onConfirm: () => void;
};

function CountList({ title, counts }: { title: string; counts: KindCount[] }) {
  if (counts.length === 0) return null;
  return (
    <div>
      <p className="font-semibold text-slate-900">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {counts.map((c) => (
          <li key={c.kind}>
            {c.label}: {c.count}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The confirmation of an erasure: what will be deleted and what will be kept anonymised, per
 * kind with its count, before anything is done. Stays open (and undismissable) while it runs.
 */
export function EraseDialog({ summary, ...confirm }: Props) {
  return (
    <ConfirmDeleteDialog
      {...confirm}
      title="Cancellare i dati personali?"
      description={
        <>
          Dati di <strong>{summary.email}</strong>. Tutto avviene in un&apos;unica operazione.
        </>
      }
      details={
        <>
          <CountList title="Verranno eliminati" counts={summary.removed} />
          <CountList
            title="Verranno anonimizzati (conservati per obblighi di legge)"
            counts={summary.anonymised}
          />
        </>
      }
      confirmLabel="Cancella definitivamente"
      pendingLabel="Cancellazione..."
    />
  );
}
