import { z } from "#kit/lib/zod";
import { multiLineText, requiredLines } from "../shared/text-fields";
import { communicationFields } from "../communications/customer.schema";
import { communicationAudiences } from "../communications/communication-values";
import { templateCategories } from "../service-templates/template-values";
import { ticketCategories, ticketPriorities, ticketStatuses } from "../tickets/ticket-values";
import {
  customerTicketSchema,
  requiredIdField,
  ticketMessageSchema,
  ticketMessages,
} from "../tickets/customer.schema";
import { serviceEndings } from "../requests/request-values";

/**
 * The back office's calls on tickets, communications and requests (issue 5, point 6). Browser-
 * safe: shared by the desk's forms and server/api/admin/{tickets,communications,requests}.ts.
 * The texts the customer writes are validated by features/customer-portal; these are the admin's.
 */
export const deskMessages = {
  ticketNotFound: ticketMessages.notFound,
  communicationNotFound: "Comunicazione non trovata",
  customerNotFound: "Cliente non trovato",
  recipient: "Seleziona il destinatario",
  audience: "Scegli a chi scrivere: un cliente, i clienti di un servizio o di una categoria, tutti",
  template: "Seleziona il servizio",
  templateNotFound: "Servizio non trovato",
  category: "Seleziona la categoria",
  noRecipients: "Nessun cliente attivo con un servizio attivo di questo tipo",
  confirmedCount: "Conferma il numero dei destinatari",
  unconfirmed: "Conferma l'invio: la comunicazione andrebbe a più clienti",
  countChanged: "I destinatari sono cambiati dopo l'anteprima: controlla di nuovo prima di inviare",
  noActiveCustomers: "Nessun cliente attivo a cui inviare la comunicazione",
  status: "Seleziona uno stato valido",
  priority: "Seleziona una priorità valida",
  assignedToAdmin: "Amministratore non valido",
  adminNotFound: "Amministratore non trovato",
  noChanges: "Indica almeno un campo da modificare",
  infoNotFound: "Richiesta di informazioni non trovata",
  cancellationNotFound: "Richiesta di disdetta non trovata",
  adminResponse: "Risposta richiesta",
  adminResponseTooLong: "La risposta può contenere al massimo 10.000 caratteri",
  answerStatus: "Stato non valido: una risposta porta la richiesta allo stato 'answered'",
  alreadyAnswered: "Questa richiesta di informazioni ha già ricevuto una risposta",
  decision: "Scegli se approvare o respingere la richiesta",
  adminNotesTooLong: "Le note possono contenere al massimo 5.000 caratteri",
  alreadyDecided: "Questa richiesta di disdetta è già stata gestita: non è più in attesa",
  serviceEnds: "Scegli quando termina il servizio: alla scadenza o subito",
  serviceNotRunning:
    "Il servizio non è attivo: non può restare attivo fino alla scadenza. Per approvare la disdetta scegli «Subito».",
} as const;

/** POST /api/admin/tickets/:id/messages: a reply to the customer, or an internal note. */
export const deskReplySchema = ticketMessageSchema.extend({
  isInternal: z.boolean({ error: "Valore non valido per la nota interna" }).default(false),
});
export type DeskReplyForm = z.input<typeof deskReplySchema>;
export type DeskReplyInput = z.output<typeof deskReplySchema>;

/**
 * POST /api/admin/tickets: a ticket the staff open on a customer's behalf (decision 069): the
 * customer's form's fields (title, description, priority, optional service of theirs) with the
 * customer named and any category of the desk.
 */
export const deskTicketCreateSchema = customerTicketSchema.extend({
  customerId: requiredIdField(deskMessages.customerNotFound),
  category: z.enum(ticketCategories, { error: ticketMessages.category }).default("general"),
});
export type DeskTicketCreateForm = z.input<typeof deskTicketCreateSchema>;
export type DeskTicketCreateInput = z.output<typeof deskTicketCreateSchema>;

/** PATCH /api/admin/tickets/:id: any of status, priority, assignedToAdmin (null: nobody). */
export const deskTicketUpdateSchema = z
  .object({
    status: z.enum(ticketStatuses, { error: deskMessages.status }),
    priority: z.enum(ticketPriorities, { error: deskMessages.priority }),
    assignedToAdmin: z
      .number({ error: deskMessages.assignedToAdmin })
      .int(deskMessages.assignedToAdmin)
      .positive(deskMessages.assignedToAdmin)
      .max(2_147_483_647, deskMessages.assignedToAdmin)
      .nullable(),
  })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: deskMessages.noChanges,
  });
export type DeskTicketUpdate = z.output<typeof deskTicketUpdateSchema>;

/**
 * POST /api/admin/communications and /preview: who the message goes to, chosen explicitly
 * (issue 22): one customer by id, the active customers with an active service of one template or
 * of one category, or every active customer. Writing to more than one customer needs
 * `confirmedCount`, the number the preview showed (features/communications/recipients.server.ts).
 */
const blankToNothing = (value: unknown) => (value === "" || value === null ? undefined : value);
const optionalId = (message: string) =>
  z.preprocess(
    blankToNothing,
    z.coerce
      .number({ error: message })
      .int(message)
      .positive(message)
      .max(2_147_483_647, message)
      .optional(),
  );
const audienceField = {
  customer: "customerId",
  template: "templateId",
  category: "category",
} as const;
const recipientKeys = new Set<PropertyKey | undefined>([
  "audience",
  ...Object.values(audienceField),
]);
export const deskCommunicationSchema = z
  .object({
    audience: z.enum(communicationAudiences, { error: deskMessages.audience }).default("customer"),
    customerId: optionalId(deskMessages.recipient),
    templateId: optionalId(deskMessages.template),
    category: z.preprocess(
      blankToNothing,
      z.enum(templateCategories, { error: deskMessages.category }).optional(),
    ),
    confirmedCount: z
      .number({ error: deskMessages.confirmedCount })
      .int(deskMessages.confirmedCount)
      .positive(deskMessages.confirmedCount)
      .optional(),
    ...communicationFields,
  })
  .superRefine(
    (value, ctx) => {
      if (value.audience === "all") return;
      const field = audienceField[value.audience];
      if (value[field] === undefined) {
        const message = {
          customerId: deskMessages.recipient,
          templateId: deskMessages.template,
          category: deskMessages.category,
        }[field];
        ctx.addIssue({ code: "custom", path: [field], message });
      }
    },
    // Also when the text fields are wrong, so the form shows every message at once; never on
    // something that is not an object or whose recipient fields are already wrong.
    {
      when: ({ value, issues }) =>
        typeof value === "object" &&
        value !== null &&
        !issues.some((issue) => !issue.path?.length || recipientKeys.has(issue.path[0])),
    },
  );
export type DeskCommunicationForm = z.input<typeof deskCommunicationSchema>;
export type DeskCommunicationInput = z.output<typeof deskCommunicationSchema>;

/** PUT /api/admin/info-requests/:id. */
export const infoAnswerSchema = z.object({
  adminResponse: requiredLines(
    1,
    10_000,
    deskMessages.adminResponse,
    deskMessages.adminResponseTooLong,
  ),
  status: z.literal("answered", { error: deskMessages.answerStatus }).default("answered"),
});
export type InfoAnswerForm = z.input<typeof infoAnswerSchema>;
export type InfoAnswerInput = z.output<typeof infoAnswerSchema>;

/** PUT /api/admin/renewal-requests/:id; empty notes are stored as null. */
export const requestDecisionSchema = z.object({
  decision: z.enum(["approved", "rejected"], { error: deskMessages.decision }),
  adminNotes: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    multiLineText({ error: deskMessages.adminNotesTooLong })
      .max(5_000, deskMessages.adminNotesTooLong)
      .nullable()
      .optional()
      .default(null),
  ),
});
export type RequestDecisionForm = z.input<typeof requestDecisionSchema>;
export type RequestDecisionInput = z.output<typeof requestDecisionSchema>;

/**
 * PUT /api/admin/cancellation-requests/:id: as any decision, plus when an approval ends the
 * service (decision 046): "at_expiry" (the default) or "now"; ignored by a rejection.
 */
export const cancellationDecisionSchema = requestDecisionSchema.extend({
  serviceEnds: z.enum(serviceEndings, { error: deskMessages.serviceEnds }).default("at_expiry"),
});
export type CancellationDecisionForm = z.input<typeof cancellationDecisionSchema>;
export type CancellationDecisionInput = z.output<typeof cancellationDecisionSchema>;

/** GET /api/admin/tickets?status=&priority=&customerId= (empty values mean no filter). */
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
export const deskTicketFiltersSchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(ticketStatuses, { error: deskMessages.status }).optional(),
  ),
  priority: z.preprocess(
    blankToUndefined,
    z.enum(ticketPriorities, { error: deskMessages.priority }).optional(),
  ),
  customerId: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: deskMessages.customerNotFound })
      .int(deskMessages.customerNotFound)
      .positive(deskMessages.customerNotFound)
      .max(2_147_483_647, deskMessages.customerNotFound)
      .optional(),
  ),
});
