import { cn } from "#app/lib/cn";
import {
  communicationTypeLabels,
  type CommunicationType,
} from "#features/communications/communication-values";
import { requestStatusLabels, type RequestStatus } from "#features/requests/request-values";
import {
  ticketPriorityLabels,
  ticketStatusLabels,
  type TicketPriority,
  type TicketStatus,
} from "../ticket-values";

const pill = "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

const statusColours: Record<TicketStatus, string> = {
  open: "bg-blue-100 text-blue-900",
  in_progress: "bg-amber-100 text-amber-900",
  closed: "bg-slate-200 text-slate-800",
};

const priorityColours: Record<TicketPriority, string> = {
  low: "bg-slate-100 text-slate-800",
  medium: "bg-sky-100 text-sky-900",
  high: "bg-orange-100 text-orange-900",
  urgent: "bg-red-100 text-red-800",
  critical: "bg-red-700 text-white",
};

const requestColours: Record<RequestStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  answered: "bg-green-100 text-green-800",
  approved: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
};

const typeColours: Record<CommunicationType, string> = {
  info: "bg-sky-100 text-sky-900",
  warning: "bg-amber-100 text-amber-900",
  alert: "bg-red-100 text-red-800",
  announcement: "bg-violet-100 text-violet-900",
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={cn(pill, statusColours[status])} data-testid="ticket-status">
      {ticketStatusLabels[status]}
    </span>
  );
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <span className={cn(pill, priorityColours[priority])} data-testid="ticket-priority">
      Priorità {ticketPriorityLabels[priority].toLowerCase()}
    </span>
  );
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span className={cn(pill, requestColours[status])} data-testid="request-status">
      {requestStatusLabels[status]}
    </span>
  );
}

export function CommunicationTypeBadge({ type }: { type: CommunicationType }) {
  return <span className={cn(pill, typeColours[type])}>{communicationTypeLabels[type]}</span>;
}

export function ReadBadge({ isRead }: { isRead: boolean }) {
  return (
    <span
      className={cn(pill, isRead ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-800")}
      data-testid="communication-read"
    >
      {isRead ? "Letta" : "Non letta"}
    </span>
  );
}

/** Loading, error and empty states of the desk's lists. */
export function ListState({
  pending,
  error,
  empty,
  emptyText,
  errorText,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  errorText: string;
}) {
  if (pending) return <p role="status">Caricamento...</p>;
  if (error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
        {errorText}
      </p>
    );
  if (empty)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        {emptyText}
      </p>
    );
  return null;
}
