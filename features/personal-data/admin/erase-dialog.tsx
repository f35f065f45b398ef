import { LoaderCircle, Trash2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
} from "#app/components/ui/alert-dialog";
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
export function EraseDialog({ open, onOpenChange, summary, pending, onConfirm }: Props) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      <AlertDialogContent
        title="Cancellare i dati personali?"
        description={
          <>
            <p className="break-words">
              Dati di <strong>{summary.email}</strong>. Tutto avviene in un&apos;unica operazione.
            </p>
            <CountList title="Verranno eliminati" counts={summary.removed} />
            <CountList
              title="Verranno anonimizzati (conservati per obblighi di legge)"
              counts={summary.anonymised}
            />
            <p className="font-medium text-slate-800">Questa azione non può essere annullata.</p>
          </>
        }
        actions={
          <>
            <AlertDialogCancel asChild>
              <Button variant="secondary" disabled={pending}>
                Annulla
              </Button>
            </AlertDialogCancel>
            <Button variant="destructive" onClick={onConfirm} disabled={pending} aria-live="polite">
              <Icon
                node={pending ? LoaderCircle : Trash2}
                className={pending ? "size-4 animate-spin motion-reduce:animate-none" : "size-4"}
              />
              {pending ? "Cancellazione..." : "Cancella definitivamente"}
            </Button>
          </>
        }
      />
    </AlertDialog>
  );
}
