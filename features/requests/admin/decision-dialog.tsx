import type { ReactNode } from "react";
import type { UseFormRegister } from "react-hook-form";
import {
  cancellationDecisionSchema,
  type CancellationDecisionForm,
} from "#features/support-desk/desk.schema";
import { formatNumericDate, romeDay } from "#kit/lib/dates";
import { serviceEndingLabels, type ServiceEnding } from "../request-values";
import { AnswerDialog } from "./answer-dialog";

/** What the decision dialog says about one kind of request (a cancellation, a renewal). */
export type DecisionTexts<T> = {
  /** "la disdetta", "il rinnovo": the title is "Approva la disdetta" / "Respingi il rinnovo". */
  noun: string;
  /** What approving or rejecting will do. */
  description: (request: T, approve: boolean) => string;
  /** What the customer wrote, when the kind has it. */
  quoted?: (request: T) => ReactNode;
  /**
   * A kind whose approval ends a service (a cancellation, decision 046): the service's expiry.
   * Approving then asks "Quando termina il servizio": at that expiry (the default) or at once.
   */
  serviceExpiry?: (request: T) => string | null;
};

type Props<T> = {
  request: T;
  texts: DecisionTexts<T>;
  decision: "approved" | "rejected";
  pending: boolean;
  onDecide: (input: CancellationDecisionForm) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Approve or reject a request, with optional notes the customer gets by e-mail; approving a
 * cancellation also chooses when the service ends.
 */
export function DecisionDialog<T extends { id: number }>({
  request,
  texts,
  decision,
  onDecide,
  ...props
}: Props<T>) {
  const approve = decision === "approved";
  const expiry = approve && texts.serviceExpiry ? texts.serviceExpiry(request) : undefined;
  const asksEnd = expiry !== undefined;
  // "Alla scadenza" needs an expiry that is today or later (in Rome); otherwise only "subito".
  const atExpiryPossible = Boolean(expiry) && romeDay(expiry!) >= romeDay(new Date());
  return (
    <AnswerDialog
      {...props}
      schema={cancellationDecisionSchema}
      defaultValues={{
        decision,
        adminNotes: "",
        serviceEnds: atExpiryPossible ? "at_expiry" : "now",
      }}
      onSend={({ serviceEnds, ...input }) => onDecide(asksEnd ? { ...input, serviceEnds } : input)}
      title={`${approve ? "Approva" : "Respingi"} ${texts.noun}`}
      description={texts.description(request, approve)}
      quoted={texts.quoted?.(request)}
      extra={
        asksEnd
          ? (form) => (
              <ServiceEndChoice
                register={form.register}
                expiry={expiry}
                atExpiryPossible={atExpiryPossible}
              />
            )
          : undefined
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

/** "Quando termina il servizio": "Alla scadenza (dd/mm/yyyy)" or "Subito". */
function ServiceEndChoice({
  register,
  expiry,
  atExpiryPossible,
}: {
  register: UseFormRegister<CancellationDecisionForm>;
  expiry: string | null;
  atExpiryPossible: boolean;
}) {
  const options: { value: ServiceEnding; label: string; hint: string; disabled?: boolean }[] = [
    {
      value: "at_expiry",
      label: expiry
        ? `${serviceEndingLabels.at_expiry} (${formatNumericDate(expiry)})`
        : serviceEndingLabels.at_expiry,
      hint: atExpiryPossible
        ? "Il servizio resta attivo fino alla scadenza, non si rinnova e poi termina."
        : "Non disponibile: la scadenza del servizio è già passata.",
      disabled: !atExpiryPossible,
    },
    {
      value: "now",
      label: serviceEndingLabels.now,
      hint: "Il servizio passa subito allo stato disdetto.",
    },
  ];
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-semibold text-slate-700">Quando termina il servizio</legend>
      <div className="mt-2 grid gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:disabled]:opacity-60"
          >
            <input
              type="radio"
              value={option.value}
              disabled={option.disabled}
              className="mt-1 size-4 accent-brand-700"
              {...register("serviceEnds")}
            />
            <span>
              <span className="block font-semibold text-slate-900">{option.label}</span>
              <span className="block text-sm text-slate-700">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
