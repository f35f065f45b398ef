import { z } from "#kit/lib/zod";
import { requiredLine, requiredLines } from "../shared/text-fields";
import { optionalIdField, requiredIdField } from "../tickets/customer.schema";

/**
 * Info and cancellation requests from the customer dashboard (../shared/spec/back-office.md §5).
 * Browser-safe: shared by the forms, the API and the back office.
 */
export const requestMessages = {
  subject: "Oggetto richiesto",
  subjectTooLong: "L'oggetto può contenere al massimo 255 caratteri",
  message: "Messaggio richiesto",
  reply: "Scrivi la tua risposta",
  requestNotFound: "Richiesta non trovata",
  messageTooLong: "Il messaggio può contenere al massimo 10.000 caratteri",
  reason: "Motivo richiesto (minimo 10 caratteri)",
  reasonTooLong: "Il motivo può contenere al massimo 5.000 caratteri",
  serviceId: "Seleziona un servizio valido",
  serviceRequired: "Seleziona il servizio da disdire",
  serviceNotFound: "Servizio non trovato",
  serviceNotActive: "Puoi richiedere la disdetta solo di un servizio attivo",
  alreadyPending:
    "Hai già una richiesta di disdetta in attesa per questo servizio: ti risponderemo al più presto.",
} as const;

/** POST /api/customer/info-requests. */
export const infoRequestSchema = z.object({
  serviceId: optionalIdField(requestMessages.serviceId).optional().default(null),
  subject: requiredLine(5, 255, requestMessages.subject, requestMessages.subjectTooLong),
  message: requiredLines(10, 10_000, requestMessages.message, requestMessages.messageTooLong),
});
export type InfoRequestInput = z.output<typeof infoRequestSchema>;

/** POST /api/customer/info-requests/{id}/messages: the customer's reply (decision 068). */
export const infoReplySchema = z.object({
  message: requiredLines(2, 10_000, requestMessages.reply, requestMessages.messageTooLong),
});
export type InfoReplyInput = z.output<typeof infoReplySchema>;

/** POST /api/customer/cancellation-requests. */
export const cancellationRequestSchema = z.object({
  serviceId: requiredIdField(requestMessages.serviceRequired),
  reason: requiredLines(10, 5_000, requestMessages.reason, requestMessages.reasonTooLong),
});
export type CancellationRequestInput = z.output<typeof cancellationRequestSchema>;
