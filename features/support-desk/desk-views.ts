import { z } from "#kit/lib/zod";
import {
  portalCancellationRequestSchema,
  portalCommunicationSchema,
  portalInfoRequestSchema,
  portalTicketMessageSchema,
  portalTicketSchema,
} from "../customer-portal/portal-views";
import { ticketAttachmentSchema } from "../tickets/ticket-attachment-view";
import { ticketClosers } from "../tickets/ticket-values";
import { serviceStatuses } from "../customer-services/customer-service-values";
import { templateCategories } from "../service-templates/template-values";
import { serviceEndings } from "../requests/request-values";

/**
 * What the back office's support calls answer (dates as ISO strings): the routes' response
 * schemas (described in /api/openapi.json) and the types the desk reads, derived from them.
 */

/** GET /api/admin/tickets: one row. */
export const deskTicketSchema = portalTicketSchema.extend({
  customerId: z.number().int().nullable(),
  /**
   * "Nome Cognome" of the linked customer, the name given on the public form, or "Cliente
   * eliminato" for a customer's ticket whose customer was deleted.
   */
  requesterName: z.string(),
  /** Where replies are mailed: the customer's e-mail, or the public form's. */
  requesterEmail: z.string().nullable(),
  companyName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  assignedToAdmin: z.number().int().nullable(),
  assignedToName: z.string().nullable(),
  /** The latest message (internal notes included) or change. */
  lastActivityAt: z.string(),
});
export type DeskTicket = z.output<typeof deskTicketSchema>;

export const deskTicketMessageSchema = portalTicketMessageSchema.extend({
  /** The admin's username for admin messages, when known. */
  authorName: z.string().nullable(),
  isInternal: z.boolean(),
});
export type DeskTicketMessage = z.output<typeof deskTicketMessageSchema>;

/** GET /api/admin/tickets/:id. */
export const deskTicketThreadSchema = deskTicketSchema.extend({
  description: z.string(),
  messages: z.array(deskTicketMessageSchema),
  /** Every file of the thread (internal notes' too), each with its message (null: the opening). */
  attachments: z.array(ticketAttachmentSchema),
  closedAt: z.string().nullable(),
  /** Who closed it: the customer from the reserved area, or the staff. */
  closedBy: z.enum(ticketClosers).nullable(),
});
export type DeskTicketThread = z.output<typeof deskTicketThreadSchema>;

/** Who sent a request, or received a communication: the customer's id, "Nome Cognome", e-mail. */
export const senderFields = {
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
};

/** GET /api/admin/communications: one row per recipient. */
export const deskCommunicationRowSchema = portalCommunicationSchema.extend(senderFields);
export type DeskCommunication = z.output<typeof deskCommunicationRowSchema>;

/** POST /api/admin/communications/preview: who would get it, and the mail the first one gets. */
export const communicationPreviewSchema = z.object({
  count: z.number().int(),
  names: z.array(z.string()),
  mail: z.object({ to: z.string(), subject: z.string(), text: z.string() }),
});
export type CommunicationPreview = z.output<typeof communicationPreviewSchema>;

/** GET /api/admin/communications/templates: the templates a communication can be addressed by. */
export const communicationTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(templateCategories),
});
export type CommunicationTemplate = z.output<typeof communicationTemplateSchema>;

/** GET /api/admin/info-requests. */
export const deskInfoRequestSchema = portalInfoRequestSchema.extend({
  ...senderFields,
  /** The customer's latest reply in the conversation (decision 068), null when none. */
  lastReply: z.string().nullable(),
});
export type DeskInfoRequest = z.output<typeof deskInfoRequestSchema>;

/** GET /api/admin/cancellation-requests. */
export const deskCancellationRequestSchema = portalCancellationRequestSchema.extend({
  ...senderFields,
  serviceStatus: z.enum(serviceStatuses).nullable(),
  /** When an approval ends the service (decision 046); null until approved. */
  serviceEnds: z.enum(serviceEndings).nullable(),
  /** The service's expiry (the date "alla scadenza" keeps it until) and, once so approved, its end. */
  serviceExpiryDate: z.string().nullable(),
  serviceEndsAt: z.string().nullable(),
});
export type DeskCancellationRequest = z.output<typeof deskCancellationRequestSchema>;
