import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "#app/components/ui/button";
import type { DeskCancellationRequest } from "#features/support-desk/desk-views";
import {
  cancellationDecisionSchema,
  type CancellationDecisionForm,
  type CancellationDecisionInput,
} from "#features/support-desk/desk.schema";
import { AdminDialog } from "#app/components/admin/shared/admin-dialog";
import { DialogFooter } from "#app/components/ui/dialog";
import { TextAreaField } from "#app/components/ui/textarea";

type Props = {
  request: DeskCancellationRequest;
  decision: "approved" | "rejected";
  pending: boolean;
  onDecide: (input: CancellationDecisionForm) => Promise<unknown>;
  onClose: () => void;
};

/** Approve (the service becomes cancelled) or reject a cancellation, with optional notes. */
export function CancellationDecisionDialog({
  request,
  decision,
  pending,
  onDecide,
  onClose,
}: Props) {
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
      title={approve ? "Approva la disdetta" : "Respingi la disdetta"}
      description={
        approve
          ? `Il servizio "${request.serviceName ?? ""}" di ${request.customerName} passerà allo stato disdetto.`
          : `Il servizio "${request.serviceName ?? ""}" di ${request.customerName} resterà attivo.`
      }
      busy={pending}
      unsaved={form.formState.isDirty}
    >
      <form onSubmit={confirm} noValidate>
        <p className="text-sm font-semibold text-slate-700">Motivo indicato dal cliente</p>
        <p className="mt-1 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-900">
          {request.reason}
        </p>
        <TextAreaField
          id={`${id}-notes`}
          className="mt-4"
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
