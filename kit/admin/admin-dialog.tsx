import type { ReactNode } from "react";
import { Dialog, DialogContent, type DialogSize } from "#kit/ui/dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visible text under the title, announced with the dialog. */
  description?: ReactNode;
  /** md 32rem (default), lg 42rem, xl 56rem, 2xl 72rem. */
  size?: DialogSize;
  /** While true (e.g. a save is running), Escape, outside clicks and the X do not close it. */
  busy?: boolean;
  /** The form has unsaved changes (`formState.isDirty`): closing asks first (ui/dialog.tsx). */
  unsaved?: boolean;
  children: ReactNode;
};

/** A dialog's `onOpenChange` that keeps it open while `busy` (a save or a delete runs). */
export const closeUnlessBusy =
  (busy: boolean, onOpenChange: (open: boolean) => void) => (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };

/** The `onOpenChange` of a dialog shown while its owner renders it: closing calls `onClose`. */
export const whenClosed = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};

/**
 * The create/edit dialog of the back office and the customer area: the kit's dialog
 * (kit/ui/dialog.tsx) that stays open while `busy` and asks before closing while
 * `unsaved`. Put the form inside and end it with the kit's <DialogFooter> holding the buttons.
 */
export function AdminDialog({ open, onOpenChange, busy = false, children, ...content }: Props) {
  return (
    <Dialog open={open} onOpenChange={closeUnlessBusy(busy, onOpenChange)}>
      <DialogContent busy={busy} {...content}>
        <div className="mt-5">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
