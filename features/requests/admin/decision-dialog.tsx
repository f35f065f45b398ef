import type { ReactNode } from "react";
import {
  cancellationDecisionSchema,
  type CancellationDecisionForm,
} from "#features/support-desk/desk.schema";
import { AnswerDialog } from "./answer-dialog";

/** What the decision dialog says about one kind of request (a cancellation, a renewal). */
export type DecisionTexts<T> = {
  /** "la disdetta", "il rinnovo": the title is "Approva la disdetta" / "Respingi il rinnovo". */
  noun: string;
  /** What approving or rejecting will do. */
  description: (request: T, approve: boolean) => string;
  /** What the customer wrote, when the kind has it. */
  quoted?: (request: T) => ReactNode;
};

type Props<T> = {
  request: T;
  texts: DecisionTexts<T>;
  decision: "approved" | "rejected";
  pending: boolean;
  onDecide: (input: CancellationDecisionForm) => Promise<unknown>;
  onClose: () => void;
};

/** Approve or reject a request, with optional notes the customer gets by e-mail. */
export function DecisionDialog<T extends { id: number }>({
  request,
  texts,
  decision,
  onDecide,
  ...props
}: Props<T>) {
  const approve = decision === "approved";
  return (
    <AnswerDialog
      {...props}
      schema={cancellationDecisionSchema}
      defaultValues={{ decision, adminNotes: "" }}
      onSend={onDecide}
      title={`${approve ? "Approva" : "Respingi"} ${texts.noun}`}
      description={texts.description(request, approve)}
      quoted={texts.quoted?.(request)}
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
