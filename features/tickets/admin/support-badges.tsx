import { Badge, type BadgeTone } from "#kit/ui/badge";
import {
  communicationTypeLabels,
  type CommunicationType,
} from "#features/communications/communication-values";
import { requestStatusLabels, type RequestStatus } from "#features/requests/request-values";
import {
  ticketPriorityLabels,
  ticketStatusLabels,
  ticketStatusTones,
  type TicketPriority,
  type TicketStatus,
} from "../ticket-values";

const priorityTones: Record<TicketPriority, BadgeTone> = {
  low: "muted",
  medium: "info",
  high: "orange",
  critical: "critical",
};

const requestTones: Record<RequestStatus, BadgeTone> = {
  pending: "warning",
  answered: "success",
  approved: "success",
  rejected: "danger",
};

const typeTones: Record<CommunicationType, BadgeTone> = {
  info: "info",
  warning: "warning",
  alert: "danger",
  announcement: "violet",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge tone={ticketStatusTones[status]} data-testid="ticket-status">
      {ticketStatusLabels[status]}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge tone={priorityTones[priority]} data-testid="ticket-priority">
      Priorità {ticketPriorityLabels[priority].toLowerCase()}
    </Badge>
  );
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge tone={requestTones[status]} data-testid="request-status">
      {requestStatusLabels[status]}
    </Badge>
  );
}

export function CommunicationTypeBadge({ type }: { type: CommunicationType }) {
  return <Badge tone={typeTones[type]}>{communicationTypeLabels[type]}</Badge>;
}

export function ReadBadge({ isRead }: { isRead: boolean }) {
  return (
    <Badge tone={isRead ? "success" : "neutral"} data-testid="communication-read">
      {isRead ? "Letta" : "Non letta"}
    </Badge>
  );
}
