import type { DeskCancellationRequest, DeskInfoRequest } from "#features/support-desk/desk-views";
import { formatNumericDate, withArticle, formatLongDate } from "#kit/lib/dates";
import { serviceStatusLabels } from "#features/customer-services/customer-service-values";
import type { DeskRenewalRequest } from "../renewal.schema";
import type { DecisionTexts } from "./decision-dialog";
import type { RequestCard } from "./request-list";

/**
 * What differs between the kinds of request in the desk's lists and dialogs: the card's texts
 * and the decision dialog's (`RequestList`, `DecisionDialog`).
 */
const notes = (adminNotes: string | null) =>
  adminNotes ? { label: "Note:", text: adminNotes, tone: "bg-slate-50" } : null;

export const infoCard: Omit<RequestCard<DeskInfoRequest>, "actions"> = {
  label: "Richieste di informazioni",
  testId: "info",
  heading: (r) => r.subject,
  date: (r) => r.createdAt,
  about: (r) => (r.serviceName ? ` · Servizio: ${r.serviceName}` : ""),
  body: (r) => (
    <>
      <CustomerText text={r.message} />
      {r.lastReply ? (
        <div className="mt-2 rounded-lg bg-amber-50 p-3 text-sm" data-testid="info-last-reply">
          <p className="font-semibold text-slate-900">
            {r.status === "pending" ? "Il cliente ha risposto:" : "Ultima risposta del cliente:"}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{r.lastReply}</p>
        </div>
      ) : null}
    </>
  ),
  outcome: (r) =>
    r.adminResponse
      ? { label: "Ultima risposta inviata:", text: r.adminResponse, tone: "bg-green-50" }
      : null,
};

export const cancellationCard: Omit<RequestCard<DeskCancellationRequest>, "actions"> = {
  label: "Richieste di disdetta",
  testId: "cancellation",
  heading: (r) => `Disdetta: ${r.serviceName ?? "servizio"}`,
  date: (r) => r.requestedDate,
  body: (r) => (
    <>
      <CustomerText text={r.reason} />
      <ServiceEnd request={r} />
    </>
  ),
  outcome: (r) => notes(r.adminNotes),
};

export const cancellationTexts: DecisionTexts<DeskCancellationRequest> = {
  noun: "la disdetta",
  description: (r, approve) =>
    approve
      ? `Il servizio "${r.serviceName ?? ""}" di ${r.customerName} terminerà quando scegli qui sotto; il cliente riceverà l'esito per email.`
      : `Il servizio "${r.serviceName ?? ""}" di ${r.customerName} resterà attivo.`,
  serviceExpiry: (r) => r.serviceExpiryDate,
  quoted: (r) => (
    <>
      <p className="text-sm font-semibold text-slate-700">Motivo indicato dal cliente</p>
      <p className="mt-1 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-900">
        {r.reason}
      </p>
    </>
  ),
};

export const renewalCard: Omit<RequestCard<DeskRenewalRequest>, "actions"> = {
  label: "Richieste di rinnovo",
  testId: "renewal",
  heading: (r) => `Rinnovo: ${r.serviceName ?? "servizio"}`,
  date: (r) => r.createdAt,
  body: (r) => <RenewalFacts request={r} />,
  outcome: (r) => notes(r.adminNotes),
};

export const renewalTexts: DecisionTexts<DeskRenewalRequest> = {
  noun: "il rinnovo",
  description: (r, approve) =>
    approve
      ? `Il cliente ${r.customerName} riceverà la conferma del rinnovo di "${r.serviceName ?? ""}". Aggiorna poi la scadenza del servizio in Assegnazione Servizi.`
      : `Il cliente ${r.customerName} riceverà il rifiuto del rinnovo di "${r.serviceName ?? ""}".`,
};

/** How an approved cancellation ends the service (decision 046). */
function ServiceEnd({ request: r }: { request: DeskCancellationRequest }) {
  if (r.status !== "approved" || !r.serviceEnds) return null;
  return (
    <p className="mt-2 text-sm text-slate-800" data-testid="service-end">
      {r.serviceEnds === "now"
        ? "Servizio disdetto subito."
        : r.serviceEndsAt
          ? `Il servizio non si rinnova: termina ${withArticle(formatLongDate(r.serviceEndsAt))}.`
          : "Il servizio termina alla scadenza."}
    </p>
  );
}

/** What the customer wrote (a message, a reason). */
function CustomerText({ text }: { text: string }) {
  return <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{text}</p>;
}

/** The expiry asked about, the price, the service's state and, once renewed, its new expiry. */
function RenewalFacts({ request: r }: { request: DeskRenewalRequest }) {
  const renewed =
    r.serviceExpiryDate !== null && Date.parse(r.serviceExpiryDate) > Date.parse(r.expiryDate);
  return (
    <p className="mt-2 text-sm text-slate-800">
      Scadenza al momento della richiesta: {formatNumericDate(r.expiryDate)} · Prezzo:{" "}
      {r.price ?? "non indicato"}
      {r.serviceStatus ? ` · Stato del servizio: ${serviceStatusLabels[r.serviceStatus]}` : ""}
      {renewed && r.serviceExpiryDate
        ? ` · Nuova scadenza: ${formatNumericDate(r.serviceExpiryDate)}`
        : ""}
    </p>
  );
}
