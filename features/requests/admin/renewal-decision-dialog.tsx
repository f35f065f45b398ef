import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "#app/components/ui/button";
import {
  cancellationDecisionSchema,
  type CancellationDecisionForm,
  type CancellationDecisionInput,
} from "#features/support-desk/desk.schema";
import { AdminDialog } from "#app/components/admin/shared/admin-dialog";
import { DialogFooter } from "#app/components/ui/dialog";
import { TextAreaField } from "#app/components/ui/textarea";
import type { DeskRenewalRequest } from "../renewal.schema";

type Props = {
  request: DeskRenewalRequest;
  decision: "approved" | "rejected";
  pending: boolean;
  onDecide: (input: CancellationDecisionForm) => Promise<unknown>;
  onClose: () => void;
};

/** Approve or reject a renewal request, with optional notes mailed to the customer. */
export function RenewalDecisionDialog({ request, decision, pending, onDecide, onClose }: Props) {
  const id = useId();
  const form = useForm<CancellationDecisionForm, unknown, CancellationDecisionInput>({
    resolver: zodResolver(cancellationDecisionSchema),
    defaultValues: { decision, adminNotes: "" },
  });
  const approve = decision === "approved";
  const confirm = form.handleSubmit(async (input) => {
    try {
      await onDecide(input);
      onClose();
    } catch {
      // The toast tells what went wrong; the dialog stays open.
    }
  });
  return (
    <AdminDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={approve ? "Approva il rinnovo" : "Respingi il rinnovo"}
      description={
        approve
          ? `Il cliente ${request.customerName} riceverà la conferma del rinnovo di "${request.serviceName ?? ""}". Aggiorna poi la scadenza del servizio nella scheda Clienti.`
          : `Il cliente ${request.customerName} riceverà il rifiuto del rinnovo di "${request.serviceName ?? ""}".`
      }
      busy={pending}
      unsaved={form.formState.isDirty}
    >
      <form onSubmit={confirm} noValidate>
        <TextAreaField
          id={`${id}-notes`}
          label="Note per il cliente"
          rows={4}
          hint="Facoltative: il cliente le riceve per email con l'esito."
          error={form.formState.errors.adminNotes?.message}
          {...form.register("adminNotes")}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Annulla
          </Button>
          <Button type="submit" variant={approve ? "primary" : "destructive"} disabled={pending}>
            {pending ? "Salvataggio..." : approve ? "Conferma approvazione" : "Conferma rifiuto"}
          </Button>
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
