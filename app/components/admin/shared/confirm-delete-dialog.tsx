import type { ReactNode } from "react";
import { AlertDialog } from "radix-ui";
import { LoaderCircle, Trash2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";

type Props = {
  /** Open while an item is chosen for deletion; the caller closes it only after success. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Dialog title; default 'Conferma eliminazione'. */
  title?: ReactNode;
  /** The question, e.g. `Sei sicuro di voler eliminare l'articolo "${title}"?`. */
  description: ReactNode;
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
 * The confirmation every delete asks for (back-office.md sections 2, 4): a Radix AlertDialog
 * (focus starts on Annulla, Escape cancels) whose confirm button shows a pending state. It does
 * not close by itself when confirmed, so a failed deletion leaves it open.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title = "Conferma eliminazione",
  description,
  warning = "Questa azione non può essere annullata.",
  confirmLabel = "Elimina definitivamente",
  pendingLabel = "Eliminazione...",
  cancelLabel = "Annulla",
  pending,
  onConfirm,
}: Props) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && pending) return;
        onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="text-xl font-bold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 grid gap-2 text-slate-700">
              <p className="break-words">{description}</p>
              {warning ? <p className="font-medium text-slate-800">{warning}</p> : null}
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" onClick={onConfirm} disabled={pending} aria-live="polite">
              {pending ? (
                <Icon
                  node={LoaderCircle}
                  className="size-4 animate-spin motion-reduce:animate-none"
                />
              ) : (
                <Icon node={Trash2} className="size-4" />
              )}
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
