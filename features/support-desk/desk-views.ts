import type { CommunicationType } from "../communications/communication-values";
import type { RequestStatus } from "../requests/request-values";
import type {
  TicketAuthorType,
  TicketCategory,
  TicketPriority,
  TicketStatus,
} from "../tickets/ticket-values";
import type { ServiceStatus } from "../customer-services/customer-service-values";

/** What the back office's support calls answer (dates as ISO strings). Browser-safe. */

/** GET /api/admin/tickets: one row. */
export type DeskTicket = {
  id: number;
  title: string;
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory;
  customerId: number | null;
  /** "Nome Cognome" of the linked customer, or the name given on the public form. */
  requesterName: string;
  /** Where replies are mailed: the customer's e-mail, or the public form's. */
  requesterEmail: string | null;
  companyName: string | null;
  contactName: string | null;
  contactEmail: string | null;
  serviceId: number | null;
  serviceName: string | null;
  assignedToAdmin: number | null;
  assignedToName: string | null;
  createdAt: string;
  /** The latest message (internal notes included) or change. */
  lastActivityAt: string;
  messageCount: number;
};

export type DeskTicketMessage = {
  id: number | null;
  authorType: TicketAuthorType;
  /** The admin's username for admin messages, when known. */
  authorName: string | null;
  message: string;
  isInternal: boolean;
  createdAt: string;
};

/** GET /api/admin/tickets/:id. */
export type DeskTicketThread = DeskTicket & { description: string; messages: DeskTicketMessage[] };

/** GET /api/admin/communications: one row per recipient. */
export type DeskCommunication = {
  id: number;
  customerId: number;
  customerName: string;
  customerEmail: string;
  title: string;
  content: string;
  type: CommunicationType;
  isRead: boolean;
  createdAt: string;
};

type RequestBase = {
  id: number;
  customerId: number;
  customerName: string;
  customerEmail: string;
  serviceId: number | null;
  serviceName: string | null;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/admin/info-requests. */
export type DeskInfoRequest = RequestBase & {
  subject: string;
  message: string;
  adminResponse: string | null;
};

/** GET /api/admin/cancellation-requests. */
export type DeskCancellationRequest = RequestBase & {
  serviceId: number;
  serviceStatus: ServiceStatus | null;
  reason: string;
  requestedDate: string;
  adminNotes: string | null;
};
