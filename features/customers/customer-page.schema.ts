import { z } from "#kit/lib/zod";
import { requiredLines } from "../shared/text-fields";
import { adminCustomerSchema } from "./customers.schema";
import { serviceStatuses } from "../customer-services/customer-service-values";
import { templateTypes } from "../service-templates/template-values";
import { pricePeriods } from "../service-templates/price-values";
import { ticketPriorities, ticketStatuses } from "../tickets/ticket-values";
import { requestStatuses } from "../requests/request-values";
import { communicationTypes } from "../communications/communication-values";
import { outboxStatuses } from "../mail/outbox-statuses";
import { activityEntrySchema } from "../activity/activity.schema";

/**
 * One customer, one page in the back office (issue 26, decision 069): what
 * `GET /api/admin/customers/{id}/page` answers and the page's loader draws, and the internal
 * notes' rules. Browser-safe: shared by the page, its note form and the API.
 */

/** Each section shows at most this many rows, the latest; "Vedi tutti" leads to the full list. */
export const SECTION_LIMIT = 10;
/** The notes shown on the page, newest first. */
export const NOTES_LIMIT = 50;
export const NOTE_MAX_LENGTH = 5_000;
/** The activity-log entity of the internal notes (decision 032: its entries, its labels). */
export const NOTES_ENTITY = "customer-notes";
/**
 * The path a customer's notes are written to, below the API's prefix: their log entries' `path`
 * ends with it, or with it and the note's id.
 */
export const customerNotesPath = (customerId: number) => `/admin/customers/${customerId}/notes`;

export const customerNoteMessages = {
  text: "Scrivi il testo della nota",
  tooLong: "La nota può contenere al massimo 5.000 caratteri",
  notFound: "Nota non trovata",
  notYours: "Solo chi ha scritto la nota o un Amministratore può modificarla o eliminarla",
} as const;

/** POST and PATCH /api/admin/customers/{id}/notes: plain text, line breaks kept. */
export const customerNoteSchema = z.object({
  text: requiredLines(1, NOTE_MAX_LENGTH, customerNoteMessages.text, customerNoteMessages.tooLong),
});
export type CustomerNoteInput = z.output<typeof customerNoteSchema>;
export type CustomerNoteForm = z.input<typeof customerNoteSchema>;

/** A note as the page shows it: who wrote it and whether the viewer may change it. */
export const customerNoteViewSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  text: z.string(),
  authorId: z.number().int().nullable(),
  /** The author's name (a deleted user keeps it), or null when unknown. */
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The signed-in user wrote it, or is an Amministratore. */
  mayChange: z.boolean(),
});
export type CustomerNoteView = z.output<typeof customerNoteViewSchema>;

/** A section: its latest rows (at most SECTION_LIMIT) and how many there are in all. */
const section = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

export const customerPageServiceSchema = z.object({
  id: z.number().int(),
  serviceName: z.string(),
  templateType: z.enum(templateTypes).nullable(),
  status: z.enum(serviceStatuses),
  expiryDate: z.string(),
  endsAt: z.string().nullable(),
  customPrice: z.number().nullable(),
  customPricePeriod: z.enum(pricePeriods).nullable(),
  hoursRemaining: z.number().int().nullable(),
});

export const customerPageTicketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  lastActivityAt: z.string(),
});

export const customerRequestKinds = ["info", "cancellation", "renewal"] as const;
export type CustomerRequestKind = (typeof customerRequestKinds)[number];
export const customerRequestKindLabels: Record<CustomerRequestKind, string> = {
  info: "Informazioni",
  cancellation: "Disdetta",
  renewal: "Rinnovo",
};

export const customerPageRequestSchema = z.object({
  kind: z.enum(customerRequestKinds),
  id: z.number().int(),
  /** The info request's subject, or the service a cancellation or renewal is about. */
  subject: z.string(),
  status: z.enum(requestStatuses),
  createdAt: z.string(),
});

export const customerPageCommunicationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(communicationTypes),
  isRead: z.boolean(),
  createdAt: z.string(),
});

export const customerPageMailSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** GET /api/admin/customers/{id}/page. A section the viewer's role may not see is null. */
export const customerPageSchema = z.object({
  customer: adminCustomerSchema.extend({
    /** Two-factor sign-in turned on (decision 031). */
    twoFactor: z.boolean(),
  }),
  services: section(customerPageServiceSchema).nullable(),
  tickets: section(customerPageTicketSchema).nullable(),
  requests: section(customerPageRequestSchema).nullable(),
  communications: section(customerPageCommunicationSchema).nullable(),
  mails: section(customerPageMailSchema),
  activity: section(activityEntrySchema).nullable(),
  notes: section(customerNoteViewSchema),
});
export type CustomerPage = z.output<typeof customerPageSchema>;
export type CustomerPageService = z.output<typeof customerPageServiceSchema>;
export type CustomerPageTicket = z.output<typeof customerPageTicketSchema>;
export type CustomerPageRequest = z.output<typeof customerPageRequestSchema>;
export type CustomerPageCommunication = z.output<typeof customerPageCommunicationSchema>;
export type CustomerPageMail = z.output<typeof customerPageMailSchema>;
