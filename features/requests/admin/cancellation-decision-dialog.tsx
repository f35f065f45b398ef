import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import type { DeskCancellationRequest } from "#features/support-desk/desk-views";
import type { CancellationDecisionForm } from "#features/support-desk/desk.schema";
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
  const [notes, setNotes] = useState("");
  const approve = decision === "approved";
  const confirm = async () => {
    try {
      await onDecide({ decision, adminNotes: notes.trim() === "" ? null : notes });
      onClose();
    } catch {
      // The toast tells what went wrong; the dialog stays open.
    }
  };
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
    >
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
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Annulla
        </Button>
        <Button variant={approve ? "primary" : "destructive"} onClick={confirm} disabled={pending}>
          {pending ? "Salvataggio..." : approve ? "Conferma approvazione" : "Conferma rifiuto"}
        </Button>
      </DialogFooter>
    </AdminDialog>
  );
}
