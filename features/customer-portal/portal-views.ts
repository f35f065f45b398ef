import { z } from "#kit/lib/zod";
import { templateTypes } from "../service-templates/template-values";
import { communicationTypes } from "../communications/communication-values";
import { requestStatuses } from "../requests/request-values";
import {
  ticketAuthorTypes,
  ticketCategories,
  ticketClosers,
  ticketPriorities,
  ticketStatuses,
} from "../tickets/ticket-values";
import { ticketAttachmentSchema } from "../tickets/ticket-attachment-view";
import { serviceStatuses } from "../customer-services/customer-service-values";

/**
 * What the customer API answers (dates as ISO strings): the response schemas of the routes
 * (described in /api/openapi.json) and the types the dashboard reads, derived from them. The
 * dashboard imports the types only.
 */

const isoDate = z.string();

/** GET /api/customer/services: one service as the customer sees it. */
export const portalServiceSchema = z.object({
  id: z.number().int(),
  serviceName: z.string(),
  description: z.string().nullable(),
  status: z.enum(serviceStatuses),
  startDate: isoDate,
  expiryDate: isoDate,
  /** Not renewing: the service ends after this day (a cancellation "alla scadenza", decision 046). */
  endsAt: isoDate.nullable(),
  /** The template's type (features/customer-services/customer-view.ts). */
  serviceType: z.enum(templateTypes).nullable(),
  price: z.string().nullable(),
  /** null: not applicable ('N/A'). */
  monthlyPrice: z.string().nullable(),
  yearlyPrice: z.string().nullable(),
  hoursRemaining: z.number().nullable(),
  isRecurring: z.boolean(),
});
export type PortalService = z.output<typeof portalServiceSchema>;

/** GET /api/customer/overview ('Servizi in Scadenza': at most 3, soonest first). */
export const portalOverviewSchema = z.object({
  customer: z.object({ firstName: z.string(), lastName: z.string() }),
  counters: z.object({
    activeServices: z.number().int(),
    openTickets: z.number().int(),
    unreadCommunications: z.number().int(),
  }),
  expiring: z.array(
    z.object({
      id: z.number().int(),
      serviceName: z.string(),
      expiryDate: isoDate,
      status: z.enum(serviceStatuses),
    }),
  ),
});
export type PortalOverview = z.output<typeof portalOverviewSchema>;

/** GET /api/customer/tickets: one row of the list (lastActivityAt: the latest visible change). */
export const portalTicketSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  category: z.enum(ticketCategories),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  createdAt: isoDate,
  lastActivityAt: isoDate,
  /** Messages the customer can see. */
  messageCount: z.number().int(),
});
export type PortalTicket = z.output<typeof portalTicketSchema>;

/** id null: the opening request of a ticket that has no message of its own for it. */
export const portalTicketMessageSchema = z.object({
  id: z.number().int().nullable(),
  authorType: z.enum(ticketAuthorTypes),
  message: z.string(),
  createdAt: isoDate,
});
export type PortalTicketMessage = z.output<typeof portalTicketMessageSchema>;

/** GET /api/customer/tickets/:id: the ticket and its thread, never the internal notes. */
export const portalTicketThreadSchema = portalTicketSchema.extend({
  description: z.string(),
  messages: z.array(portalTicketMessageSchema),
  /** The files of the thread, each with its message (null: the opening). */
  attachments: z.array(ticketAttachmentSchema),
  closedAt: isoDate.nullable(),
  closedBy: z.enum(ticketClosers).nullable(),
  /** Closed less than 7 days ago: the customer may reopen it (or reply). */
  canReopen: z.boolean(),
});
export type PortalTicketThread = z.output<typeof portalTicketThreadSchema>;

/** GET /api/customer/communications. */
export const portalCommunicationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  type: z.enum(communicationTypes),
  isRead: z.boolean(),
  createdAt: isoDate,
});
export type PortalCommunication = z.output<typeof portalCommunicationSchema>;

/** What each of the customer's requests shows: the service it is about, where it stands, when. */
export const portalRequestSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  serviceName: z.string().nullable(),
  status: z.enum(requestStatuses),
  createdAt: isoDate,
  updatedAt: isoDate,
});

/** GET /api/customer/info-requests (about a service or none). */
export const portalInfoRequestSchema = portalRequestSchema.extend({
  serviceId: z.number().int().nullable(),
  subject: z.string(),
  message: z.string(),
  adminResponse: z.string().nullable(),
});
export type PortalInfoRequest = z.output<typeof portalInfoRequestSchema>;

/** One message of an info request's conversation after its opening (decision 068). */
export const infoThreadMessageSchema = z.object({
  id: z.number().int(),
  authorType: z.enum(["customer", "admin"]),
  message: z.string(),
  createdAt: isoDate,
});
export type InfoThreadMessage = z.output<typeof infoThreadMessageSchema>;

/** An info request with its conversation: the customer's view and the desk's dialog. */
export const portalInfoThreadSchema = portalInfoRequestSchema.extend({
  messages: infoThreadMessageSchema.array(),
});
export type PortalInfoThread = z.output<typeof portalInfoThreadSchema>;

/** GET /api/customer/cancellation-requests. */
export const portalCancellationRequestSchema = portalRequestSchema.extend({
  reason: z.string(),
  requestedDate: isoDate,
  adminNotes: z.string().nullable(),
});
export type PortalCancellationRequest = z.output<typeof portalCancellationRequestSchema>;
