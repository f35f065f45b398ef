import { z } from "../shared/zod";
import { communicationTypes } from "../communications/communication-values";
import { requestStatuses } from "../requests/request-values";
import {
  ticketAuthorTypes,
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
} from "../tickets/ticket-values";
import { serviceStatuses } from "../customer-services/customer-service-values";

/**
 * What the back office's support calls answer (dates as ISO strings): the routes' response
 * schemas (described in /api/openapi.json) and the types the desk reads, derived from them.
 */

/** GET /api/admin/tickets: one row. */
export const deskTicketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  category: z.enum(ticketCategories),
  customerId: z.number().int().nullable(),
  /** "Nome Cognome" of the linked customer, or the name given on the public form. */
  requesterName: z.string(),
  /** Where replies are mailed: the customer's e-mail, or the public form's. */
  requesterEmail: z.string().nullable(),
  companyName: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  assignedToAdmin: z.number().int().nullable(),
  assignedToName: z.string().nullable(),
  createdAt: z.string(),
  /** The latest message (internal notes included) or change. */
  lastActivityAt: z.string(),
  messageCount: z.number().int(),
});
export type DeskTicket = z.output<typeof deskTicketSchema>;

export const deskTicketMessageSchema = z.object({
  id: z.number().int().nullable(),
  authorType: z.enum(ticketAuthorTypes),
  /** The admin's username for admin messages, when known. */
  authorName: z.string().nullable(),
  message: z.string(),
  isInternal: z.boolean(),
  createdAt: z.string(),
});
export type DeskTicketMessage = z.output<typeof deskTicketMessageSchema>;

/** GET /api/admin/tickets/:id. */
export const deskTicketThreadSchema = deskTicketSchema.extend({
  description: z.string(),
  messages: z.array(deskTicketMessageSchema),
});
export type DeskTicketThread = z.output<typeof deskTicketThreadSchema>;

/** GET /api/admin/communications: one row per recipient. */
export const deskCommunicationRowSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(communicationTypes),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type DeskCommunication = z.output<typeof deskCommunicationRowSchema>;

const requestBase = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  status: z.enum(requestStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/admin/info-requests. */
export const deskInfoRequestSchema = requestBase.extend({
  subject: z.string(),
  message: z.string(),
  adminResponse: z.string().nullable(),
});
export type DeskInfoRequest = z.output<typeof deskInfoRequestSchema>;

/** GET /api/admin/cancellation-requests. */
export const deskCancellationRequestSchema = requestBase.extend({
  serviceId: z.number().int(),
  serviceStatus: z.enum(serviceStatuses).nullable(),
  reason: z.string(),
  requestedDate: z.string(),
  adminNotes: z.string().nullable(),
});
export type DeskCancellationRequest = z.output<typeof deskCancellationRequestSchema>;
