import { MessageSquare, UserRound } from "lucide";
import { Icon } from "#kit/ui/icon";
import { ticketCategoryLabels } from "../ticket-values";
import type { DeskTicket } from "#features/support-desk/desk-views";
import { OpenCardButton, type CardSpec } from "#kit/admin/card-list";
import { PriorityBadge, TicketStatusBadge } from "./support-badges";
import { formatCardDateTime } from "#kit/lib/dates";
import { CustomerLink } from "#features/customers/admin/customer-link";

/** The desk's tickets as cards; the title is the button that opens the thread (`onOpen`). */
export const ticketCards = (onOpen: (id: number) => void): CardSpec<DeskTicket> => ({
  label: "Ticket",
  testId: "desk-tickets",
  cardTestId: "desk-ticket",
  openable: true,
  cardClassName: "hover:border-brand-600",
  children: (ticket) => (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-700">n. {ticket.id}</span>
        <OpenCardButton onClick={() => onOpen(ticket.id)}>{ticket.title}</OpenCardButton>
        <TicketStatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        <span className="ml-auto text-sm text-slate-700">
          Ultima attività: {formatCardDateTime(ticket.lastActivityAt)}
        </span>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <Icon node={UserRound} className="size-4" />
          {ticket.customerId !== null ? (
            <CustomerLink id={ticket.customerId}>{ticket.requesterName}</CustomerLink>
          ) : (
            ticket.requesterName
          )}
          {ticket.customerId === null && ticket.contactName !== null
            ? " (dal modulo pubblico)"
            : ""}
          {ticket.requesterEmail ? ` · ${ticket.requesterEmail}` : ""}
        </span>
        <span>{ticketCategoryLabels[ticket.category]}</span>
        {ticket.serviceName ? <span>Servizio: {ticket.serviceName}</span> : null}
        <span className="inline-flex items-center gap-1">
          <Icon node={MessageSquare} className="size-4" />
          {ticket.messageCount === 1 ? "1 messaggio" : `${ticket.messageCount} messaggi`}
        </span>
        {ticket.assignedToName ? <span>Assegnato a {ticket.assignedToName}</span> : null}
      </p>
    </>
  ),
});
