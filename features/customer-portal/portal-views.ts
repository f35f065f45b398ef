import type { TemplateType } from "../service-templates/template-values";
import type { CommunicationType } from "../communications/communication-values";
import type { RequestStatus } from "../requests/request-values";
import type {
  TicketAuthorType,
  TicketCategory,
  TicketPriority,
  TicketStatus,
} from "../tickets/ticket-values";
import type { ServiceStatus } from "../customer-services/customer-service-values";

/**
 * What the customer API answers (dates as ISO strings). Browser-safe: the dashboard reads these
 * types, the server builds them.
 */

/** GET /api/customer/services: one service as the customer sees it. */
export type PortalService = {
  id: number;
  serviceName: string;
  description: string | null;
  status: ServiceStatus;
  startDate: string;
  expiryDate: string;
  /** The template's type (docs: domain/customer-services/customer-view.ts). */
  serviceType: TemplateType | null;
  price: string | null;
  /** null: not applicable ('N/A'). */
  monthlyPrice: string | null;
  yearlyPrice: string | null;
  hoursRemaining: number | null;
  isRecurring: boolean;
};

/** GET /api/customer/overview. */
export type PortalOverview = {
  customer: { firstName: string; lastName: string };
  counters: { activeServices: number; openTickets: number; unreadCommunications: number };
  /** 'Servizi in Scadenza': at most 3, soonest first. */
  expiring: { id: number; serviceName: string; expiryDate: string; status: ServiceStatus }[];
};

/** GET /api/customer/tickets: one row of the list. */
export type PortalTicket = {
  id: number;
  title: string;
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory;
  serviceId: number | null;
  serviceName: string | null;
  createdAt: string;
  /** The latest visible message or change. */
  lastActivityAt: string;
  /** Messages the customer can see. */
  messageCount: number;
};

export type PortalTicketMessage = {
  /** null for the opening request of a ticket that has no message of its own for it. */
  id: number | null;
  authorType: TicketAuthorType;
  message: string;
  createdAt: string;
};

/** GET /api/customer/tickets/:id: the ticket and its thread, never the internal notes. */
export type PortalTicketThread = PortalTicket & {
  description: string;
  messages: PortalTicketMessage[];
};

/** GET /api/customer/communications. */
export type PortalCommunication = {
  id: number;
  title: string;
  content: string;
  type: CommunicationType;
  isRead: boolean;
  createdAt: string;
};

/** GET /api/customer/info-requests. */
export type PortalInfoRequest = {
  id: number;
  serviceId: number | null;
  serviceName: string | null;
  subject: string;
  message: string;
  status: RequestStatus;
  adminResponse: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/customer/cancellation-requests. */
export type PortalCancellationRequest = {
  id: number;
  serviceId: number;
  serviceName: string | null;
  reason: string;
  requestedDate: string;
  status: RequestStatus;
  adminNotes: string | null;
  createdAt: string;
  updatedAt: string;
};
