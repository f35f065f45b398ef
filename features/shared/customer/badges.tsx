import { Badge, type BadgeTone } from "#kit/ui/badge";
import {
  communicationTypeLabels,
  type CommunicationType,
} from "#features/communications/communication-values";
import {
  customerServiceStatusLabels,
  serviceStatusTones,
  type ServiceStatus,
} from "#features/customer-services/customer-service-values";
import { requestStatusLabels, type RequestStatus } from "#features/requests/request-values";
import {
  ticketPriorityLabels,
  ticketStatusLabels,
  ticketStatusTones,
  type TicketPriority,
  type TicketStatus,
} from "#features/tickets/ticket-values";

/** Status badges of the customer area (text always says the status; colour only helps). */

export const ServiceStatusBadge = ({ status }: { status: ServiceStatus }) => (
  <Badge tone={serviceStatusTones[status]} data-testid={`service-status-${status}`}>
    {customerServiceStatusLabels[status]}
  </Badge>
);

export const TicketStatusBadge = ({ status }: { status: TicketStatus }) => (
  <Badge tone={ticketStatusTones[status]}>{ticketStatusLabels[status]}</Badge>
);

const priorityTones: Record<TicketPriority, BadgeTone> = {
  low: "muted",
  medium: "info",
  high: "orange",
  critical: "danger",
};

export const PriorityBadge = ({ priority }: { priority: TicketPriority }) => (
  <Badge tone={priorityTones[priority]}>
    {`Priorità ${ticketPriorityLabels[priority].toLowerCase()}`}
  </Badge>
);

const typeTones: Record<CommunicationType, BadgeTone> = {
  info: "info",
  warning: "caution",
  alert: "danger",
  announcement: "violet",
};

export const CommunicationTypeBadge = ({ type }: { type: CommunicationType }) => (
  <Badge tone={typeTones[type]}>{communicationTypeLabels[type]}</Badge>
);

const requestTones: Record<RequestStatus, BadgeTone> = {
  pending: "warning",
  answered: "info",
  approved: "success",
  rejected: "danger",
};

export const RequestStatusBadge = ({ status }: { status: RequestStatus }) => (
  <Badge tone={requestTones[status]}>{requestStatusLabels[status]}</Badge>
);
