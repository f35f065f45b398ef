import type { ReactNode } from "react";
import type { IconNode } from "lucide";
import { LoaderCircle } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "#kit/ui/alert-dialog";
import { closeUnlessBusy } from "./admin-dialog";

export type ConfirmActionProps = {
  /** Open while an action waits for its confirmation; the caller closes it only after success. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question and whatever the owner must read before confirming. */
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`. */
  pendingLabel: string;
  /** The confirm button's icon (a spinner replaces it while pending); none when omitted. */
  icon?: IconNode;
  variant?: "primary" | "destructive";
  cancelLabel?: string;
  /** True while the call runs: both buttons are disabled and the dialog cannot be dismissed. */
  pending: boolean;
  /** Starts the action. On failure keep the dialog open (show a toast); on success close it. */
  onConfirm: () => void;
};

/**
 * The question before anything irreversible or sent to someone, on the kit's alert dialog: focus
 * starts on Annulla, Escape cancels, and the confirm button shows a pending state. It does not
 * close by itself when confirmed, so a failed call leaves it open.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  icon,
  variant = "primary",
  cancelLabel = "Annulla",
  pending,
  onConfirm,
}: ConfirmActionProps) {
  return (
    <AlertDialog open={open} onOpenChange={closeUnlessBusy(pending, onOpenChange)}>
      <AlertDialogContent
        title={title}
        description={description}
        actions={
          <>
            <AlertDialogCancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialogCancel>
            <Button variant={variant} onClick={onConfirm} disabled={pending} aria-live="polite">
              {pending ? (
                <Icon
                  node={LoaderCircle}
                  className="size-4 animate-spin motion-reduce:animate-none"
                />
              ) : icon ? (
                <Icon node={icon} className="size-4" />
              ) : null}
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </>
        }
      />
    </AlertDialog>
  );
}
