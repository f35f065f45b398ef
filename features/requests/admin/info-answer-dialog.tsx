import type { DeskInfoRequest } from "#features/support-desk/desk-views";
import { infoAnswerSchema, type InfoAnswerInput } from "#features/support-desk/desk.schema";
import { AnswerDialog } from "./answer-dialog";

type Props = {
  request: DeskInfoRequest;
  pending: boolean;
  onAnswer: (input: InfoAnswerInput) => Promise<unknown>;
  onClose: () => void;
};

/** Answers an info request; the customer gets the answer by e-mail. Stays open on failure. */
export function InfoAnswerDialog({ request, onAnswer, ...props }: Props) {
  return (
    <AnswerDialog
      {...props}
      schema={infoAnswerSchema}
      defaultValues={{ adminResponse: "", status: "answered" }}
      onSend={onAnswer}
      title={`Rispondi a ${request.customerName}`}
      description={`Oggetto: ${request.subject}`}
      size="lg"
      quoted={
        <p className="rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-900">
          {request.message}
        </p>
      }
      field={{
        name: "adminResponse",
        label: "Risposta",
        required: true,
        rows: 6,
        hint: "Il cliente riceve la risposta per email e la trova nella sua area.",
      }}
      submit={{ label: "Invia risposta", pendingLabel: "Invio in corso..." }}
    />
  );
}
