import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "#kit/ui/button";
import { DialogFooter, type DialogSize } from "#kit/ui/dialog";
import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";

type Props<Values extends FieldValues, Payload> = {
  /** Closes it: the dialog is shown while its owner renders it (Annulla, Escape, after a send). */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  size?: DialogSize;
  /**
   * The form and its write (`usePortalForm`): `send` gets the checked values, and the dialog is
   * held while it runs.
   */
  request: {
    form: UseFormReturn<Values, unknown, Payload>;
    send: { mutate: (payload: Payload) => void; isPending: boolean };
  };
  /** What the submit button says ('Invio in corso...' while sending). */
  submitLabel: string;
  submitVariant?: "primary" | "destructive";
  /** The fields. */
  children: ReactNode;
  /** A step before the form (a confirmation with its own buttons), shown instead of it. */
  before?: ReactNode;
};

/**
 * A request of the customer area in a dialog (ticket, information, cancellation): the fields,
 * then Annulla and the submit button; no closing while it is sent, a question before closing
 * with unsaved changes.
 */
export function CustomerFormDialog<Values extends FieldValues, Payload>({
  onClose,
  title,
  description,
  size,
  request: { form, send },
  submitLabel,
  submitVariant,
  children,
  before,
}: Props<Values, Payload>) {
  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      busy={send.isPending}
      unsaved={form.formState.isDirty}
      size={size}
      title={title}
      description={description}
    >
      {before ?? (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => send.mutate(values))}
          className="grid gap-5"
        >
          {children}
          <DialogFooter>
            <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
              Annulla
            </Button>
            <Button type="submit" variant={submitVariant} disabled={send.isPending}>
              {send.isPending ? "Invio in corso..." : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      )}
    </AdminDialog>
  );
}
