import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import { DialogFooter, type DialogSize } from "#app/components/ui/dialog";
import { AdminDialog } from "#app/components/admin/shared/admin-dialog";

type Props<Values extends FieldValues, Payload> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  size?: DialogSize;
  form: UseFormReturn<Values, unknown, Payload>;
  /** The write (a `usePortalMutation`): sends the checked values, holds the dialog meanwhile. */
  send: { mutate: (payload: Payload) => void; isPending: boolean };
  /** What the submit button says ('Invio in corso...' while sending). */
  submitLabel: string;
  submitVariant?: "primary" | "destructive";
  /** Annulla; closing the dialog by default. */
  onCancel?: () => void;
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
  open,
  onOpenChange,
  title,
  description,
  size,
  form,
  send,
  submitLabel,
  submitVariant,
  onCancel = () => onOpenChange(false),
  children,
  before,
}: Props<Values, Payload>) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
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
            <Button variant="secondary" onClick={onCancel} disabled={send.isPending}>
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
