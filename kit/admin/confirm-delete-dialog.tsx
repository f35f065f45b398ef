import type { ReactNode } from "react";
import { Trash2 } from "lucide";
import { ConfirmActionDialog } from "./confirm-action-dialog";

type Props = {
  /** Open while an item is chosen for deletion; the caller closes it only after success. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Dialog title; default 'Conferma eliminazione'. */
  title?: ReactNode;
  /** The question, e.g. `Sei sicuro di voler eliminare l'articolo "${title}"?`. */
  description: ReactNode;
  /** What follows the question (e.g. what the deletion removes), before the warning. */
  details?: ReactNode;
  /** A second line under the question; default 'Questa azione non può essere annullata.' (null hides it). */
  warning?: ReactNode;
  confirmLabel?: string;
  /** Shown on the confirm button while `pending`; default 'Eliminazione...'. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** True while the delete call runs: both buttons are disabled and it cannot be dismissed. */
  pending: boolean;
  /** Starts the deletion. On failure keep the dialog open (show a toast); on success close it. */
  onConfirm: () => void;
};

/**
 * The confirmation every delete asks for (../shared/spec/back-office.md §2, §4), on the kit's alert
 * dialog: focus starts on Annulla, Escape cancels, and the confirm button shows a pending state.
 * It does not close by itself when confirmed, so a failed deletion leaves it open.
 */
export function ConfirmDeleteDialog({
  title = "Conferma eliminazione",
  description,
  details,
  warning = "Questa azione non può essere annullata.",
  confirmLabel = "Elimina definitivamente",
  pendingLabel = "Eliminazione...",
  ...props
}: Props) {
  return (
    <ConfirmActionDialog
      {...props}
      variant="destructive"
      icon={Trash2}
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      description={
        <>
          <p className="break-words">{description}</p>
          {details}
          {warning ? <p className="font-medium text-slate-800">{warning}</p> : null}
        </>
      }
    />
  );
}
