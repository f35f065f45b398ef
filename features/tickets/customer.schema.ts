import { z } from "#kit/lib/zod";
import { requiredLine, requiredLines } from "../shared/text-fields";
import {
  ticketCategoryLabels,
  ticketPriorities,
  ticketPriorityLabels,
  type TicketCategory,
} from "./ticket-values";
import { labelledOptions } from "../shared/value-options";

/**
 * Tickets written from the customer dashboard
 * (../shared/spec/back-office.md §5 "Ticket (data model)") and replies in a thread. Browser-safe:
 * shared by the forms, the API and the back office. The form offers the data model's categories (a
 * subset of ticket-values.ts's) and its priorities.
 */
export const customerTicketCategories = [
  "technical",
  "billing",
  "general",
] as const satisfies readonly TicketCategory[];
/** The one priority scale (ticket-values.ts), as every ticket form offers it. */
export const customerTicketPriorities = ticketPriorities;

export const ticketMessages = {
  title: "Il titolo deve avere almeno 5 caratteri",
  titleTooLong: "Il titolo può contenere al massimo 255 caratteri",
  description: "La descrizione deve avere almeno 10 caratteri",
  descriptionTooLong: "La descrizione può contenere al massimo 10.000 caratteri",
  category: "Seleziona una categoria",
  priority: "Seleziona una priorità",
  serviceId: "Seleziona un servizio valido",
  message: "Messaggio richiesto",
  messageTooLong: "Il messaggio può contenere al massimo 10.000 caratteri",
  notFound: "Ticket non trovato",
  serviceNotFound: "Servizio non trovato",
} as const;

/** An optional id from a form: "" / null / undefined mean none; otherwise a positive integer. */
export function optionalIdField(message: string) {
  return z.preprocess(
    (value) => (value === "" || value === null || value === undefined ? null : value),
    z.coerce
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(2_147_483_647, message)
      .nullable(),
  );
}

/** A required id from a form (a select's value or a number). */
export function requiredIdField(message: string) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );
}

/** POST /api/customer/tickets. */
export const customerTicketSchema = z.object({
  title: requiredLine(5, 255, ticketMessages.title, ticketMessages.titleTooLong),
  description: requiredLines(
    10,
    10_000,
    ticketMessages.description,
    ticketMessages.descriptionTooLong,
  ),
  category: z.enum(customerTicketCategories, { error: ticketMessages.category }),
  priority: z.enum(customerTicketPriorities, { error: ticketMessages.priority }),
  serviceId: optionalIdField(ticketMessages.serviceId).optional().default(null),
});
export type CustomerTicketInput = z.output<typeof customerTicketSchema>;

/** A message in a ticket thread (customer reply, or admin reply / internal note). */
export const ticketMessageSchema = z.object({
  message: requiredLines(1, 10_000, ticketMessages.message, ticketMessages.messageTooLong),
});
export type TicketMessageInput = z.output<typeof ticketMessageSchema>;

export const customerTicketCategoryOptions = labelledOptions(
  customerTicketCategories,
  ticketCategoryLabels,
);

export const customerTicketPriorityOptions = labelledOptions(
  customerTicketPriorities,
  ticketPriorityLabels,
);
