import { cn } from "#app/lib/cn";
import {
  communicationTypeLabels,
  type CommunicationType,
} from "#features/communications/communication-values";
import { customerServiceStatusLabels } from "#features/customer-services/customer-service-values";
import { requestStatusLabels, type RequestStatus } from "#features/requests/request-values";
import {
  ticketPriorityLabels,
  ticketStatusLabels,
  type TicketPriority,
  type TicketStatus,
} from "#features/tickets/ticket-values";
import type { ServiceStatus } from "#features/customer-services/customer-service-values";

/** Status badges of the customer area (text always says the status; colour only helps). */
function Badge({
  className,
  children,
  testId,
}: {
  className: string;
  children: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        className,
      )}
    >
      {children}
    </span>
  );
}

const serviceColors: Record<ServiceStatus, string> = {
  active: "border-green-300 bg-green-50 text-green-800",
  suspended: "border-yellow-300 bg-yellow-50 text-yellow-900",
  expired: "border-red-300 bg-red-50 text-red-800",
  cancelled: "border-slate-300 bg-slate-100 text-slate-700",
};

export const ServiceStatusBadge = ({ status }: { status: ServiceStatus }) => (
  <Badge className={serviceColors[status]} testId={`service-status-${status}`}>
    {customerServiceStatusLabels[status]}
  </Badge>
);

const ticketColors: Record<TicketStatus, string> = {
  open: "border-blue-300 bg-blue-50 text-blue-800",
  in_progress: "border-amber-300 bg-amber-50 text-amber-900",
  closed: "border-slate-300 bg-slate-100 text-slate-700",
};

export const TicketStatusBadge = ({ status }: { status: TicketStatus }) => (
  <Badge className={ticketColors[status]}>{ticketStatusLabels[status]}</Badge>
);

const priorityColors: Record<TicketPriority, string> = {
  low: "border-slate-300 bg-white text-slate-700",
  medium: "border-sky-300 bg-sky-50 text-sky-900",
  high: "border-orange-300 bg-orange-50 text-orange-900",
  urgent: "border-red-300 bg-red-50 text-red-800",
  critical: "border-red-300 bg-red-50 text-red-800",
};

export const PriorityBadge = ({ priority }: { priority: TicketPriority }) => (
  <Badge
    className={priorityColors[priority]}
  >{`Priorità ${ticketPriorityLabels[priority].toLowerCase()}`}</Badge>
);

const typeColors: Record<CommunicationType, string> = {
  info: "border-sky-300 bg-sky-50 text-sky-900",
  warning: "border-yellow-300 bg-yellow-50 text-yellow-900",
  alert: "border-red-300 bg-red-50 text-red-800",
  announcement: "border-violet-300 bg-violet-50 text-violet-900",
};

export const CommunicationTypeBadge = ({ type }: { type: CommunicationType }) => (
  <Badge className={typeColors[type]}>{communicationTypeLabels[type]}</Badge>
);

const requestColors: Record<RequestStatus, string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-900",
  answered: "border-sky-300 bg-sky-50 text-sky-900",
  approved: "border-green-300 bg-green-50 text-green-800",
  rejected: "border-red-300 bg-red-50 text-red-800",
};

export const RequestStatusBadge = ({ status }: { status: RequestStatus }) => (
  <Badge className={requestColors[status]}>{requestStatusLabels[status]}</Badge>
);
