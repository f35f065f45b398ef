import type { DeskCancellationRequest } from "#features/support-desk/desk-views";
import {
  cancellationDecisionSchema,
  type CancellationDecisionForm,
} from "#features/support-desk/desk.schema";
import { AnswerDialog } from "./answer-dialog";

type Props = {
  request: DeskCancellationRequest;
  decision: "approved" | "rejected";
  pending: boolean;
  onDecide: (input: CancellationDecisionForm) => Promise<unknown>;
  onClose: () => void;
};

/** Approve (the service becomes cancelled) or reject a cancellation, with optional notes. */
export function CancellationDecisionDialog({ request, decision, onDecide, ...props }: Props) {
  const approve = decision === "approved";
  const service = `Il servizio "${request.serviceName ?? ""}" di ${request.customerName}`;
  return (
    <AnswerDialog
      {...props}
      schema={cancellationDecisionSchema}
      defaultValues={{ decision, adminNotes: "" }}
      onSend={onDecide}
      title={approve ? "Approva la disdetta" : "Respingi la disdetta"}
      description={`${service} ${approve ? "passerà allo stato disdetto." : "resterà attivo."}`}
      quoted={
        <>
          <p className="text-sm font-semibold text-slate-700">Motivo indicato dal cliente</p>
          <p className="mt-1 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-900">
            {request.reason}
          </p>
        </>
      }
      field={{
        name: "adminNotes",
        label: "Note per il cliente",
        rows: 4,
        hint: "Facoltative: il cliente le riceve per email con l'esito.",
      }}
      submit={{
        label: approve ? "Conferma approvazione" : "Conferma rifiuto",
        pendingLabel: "Salvataggio...",
        variant: approve ? "primary" : "destructive",
      }}
    />
  );
}
