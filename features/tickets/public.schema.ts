import { z } from "#kit/lib/zod";
import { multiLineText, singleLineText } from "../shared/text-fields";
import { ticketCategories, ticketPriorities, ticketPriorityLabels } from "./ticket-values";
import { labelledOptions } from "../shared/value-options";

/**
 * The public support ticket form (../shared/spec/back-office.md §2, §5, §7): the schema shared by
 * the ticket dialog of /area-clienti and POST /api/tickets, with the spec's messages. Browser-safe.
 * The form offers every ticket category of ticket-values.ts (labelled in its own words) and the one
 * priority scale.
 */
export const publicTicketCategories = ticketCategories;
/** The one priority scale (ticket-values.ts), as every ticket form offers it. */
export const publicTicketPriorities = ticketPriorities;

export type PublicTicketCategory = (typeof publicTicketCategories)[number];
export type PublicTicketPriority = (typeof publicTicketPriorities)[number];

export const publicTicketCategoryLabels: Record<PublicTicketCategory, string> = {
  technical: "Supporto tecnico",
  billing: "Fatturazione e pagamenti",
  general: "Informazioni generali",
  feature: "Richiesta di nuove funzionalità",
  account: "Account e accessi",
};

export const publicTicketPriorityLabels: Record<PublicTicketPriority, string> =
  ticketPriorityLabels;

export const publicTicketMessages = {
  name: "Il nome deve avere almeno 2 caratteri",
  email: "Email non valida",
  category: "Seleziona una categoria",
  priority: "Seleziona una priorità",
  subject: "L'oggetto deve avere almeno 5 caratteri",
  description: "La descrizione deve avere almeno 20 caratteri",
} as const;

export const publicTicketSchema = z.object({
  name: singleLineText({ error: publicTicketMessages.name })
    .min(2, publicTicketMessages.name)
    .max(255, "Il nome può contenere al massimo 255 caratteri"),
  email: singleLineText({ error: publicTicketMessages.email })
    .max(255, publicTicketMessages.email)
    .pipe(z.email(publicTicketMessages.email)),
  category: z.enum(publicTicketCategories, { error: publicTicketMessages.category }),
  priority: z.enum(publicTicketPriorities, { error: publicTicketMessages.priority }),
  subject: singleLineText({ error: publicTicketMessages.subject })
    .min(5, publicTicketMessages.subject)
    .max(255, "L'oggetto può contenere al massimo 255 caratteri"),
  description: multiLineText({ error: publicTicketMessages.description })
    .min(20, publicTicketMessages.description)
    .max(10_000, "La descrizione può contenere al massimo 10.000 caratteri"),
});

/** What the dialog sends. */
export type PublicTicketPayload = z.input<typeof publicTicketSchema>;
/** What the server stores. */
export type PublicTicketInput = z.output<typeof publicTicketSchema>;

/** The answer of POST /api/tickets. */
export type PublicTicketAnswer = { id: number; message: string };
export const TICKET_RECEIVED = "Ticket inviato";

export const publicTicketCategoryOptions = labelledOptions(
  publicTicketCategories,
  publicTicketCategoryLabels,
);

export const publicTicketPriorityOptions = labelledOptions(
  publicTicketPriorities,
  publicTicketPriorityLabels,
);
