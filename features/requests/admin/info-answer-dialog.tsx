import type { DeskInfoRequest } from "#features/support-desk/desk-views";
import { infoAnswerSchema, type InfoAnswerInput } from "#features/support-desk/desk.schema";
import { useInfoThread } from "#features/support-desk/admin/desk-api";
import { AnswerDialog } from "./answer-dialog";
import { InfoThreadList } from "../info-thread-list";

type Props = {
  request: DeskInfoRequest;
  pending: boolean;
  onAnswer: (input: InfoAnswerInput) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Answers an info request, its conversation shown above (decision 068); the customer gets the
 * answer by e-mail. Stays open on failure.
 */
export function InfoAnswerDialog({ request, onAnswer, ...props }: Props) {
  const thread = useInfoThread(request.id);
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
        <div className="grid gap-2">
          <p className="rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-900">
            {request.message}
          </p>
          {thread.isPending ? <p role="status">Caricamento della conversazione...</p> : null}
          {thread.isError ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              Impossibile caricare la conversazione. Riprova tra qualche istante.
            </p>
          ) : null}
          {thread.data ? (
            <InfoThreadList messages={thread.data} customerLabel={request.customerName} />
          ) : null}
        </div>
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
