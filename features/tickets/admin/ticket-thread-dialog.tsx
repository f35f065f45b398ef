import { useId } from "react";
import { CustomerLink } from "#features/customers/admin/customer-link";
import { Lock } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { readAdminUser } from "#features/auth/admin/admin-session";
import { cn } from "#kit/ui/cn";
import {
  ticketCategoryLabels,
  ticketPriorityLabels,
  ticketStatusLabels,
  type TicketPriority,
  type TicketStatus,
} from "../ticket-values";
import type { DeskTicketThread } from "#features/support-desk/desk-views";
import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";
import { SelectField } from "#kit/ui/select";
import { PriorityBadge, TicketStatusBadge } from "./support-badges";
import {
  deskAttachmentUrl,
  useDeskTicket,
  useTicketActions,
} from "#features/support-desk/admin/desk-api";
import { AttachmentLinks, attachmentsOf } from "../attachment-fields";
import { formatCardDateTime, withArticle } from "#kit/lib/dates";
import { optionsOf } from "#kit/admin/list-toolbar";
import { TicketReplyForm, useReplyForm } from "./ticket-reply-form";
import { ActivityHistory } from "#features/activity/admin/activity-history";
import { TicketTimeLog } from "#features/hours/admin/ticket-time-log";

type Props = { ticketId: number; onClose: () => void };

/**
 * A ticket's thread (internal notes marked), reply form, status, priority and assignment, and
 * its 'Cronologia' (the activity log's entries of the ticket, decision 032).
 */
export function TicketThreadDialog({ ticketId, onClose }: Props) {
  const query = useDeskTicket(ticketId);
  const { reply, update } = useTicketActions(ticketId);
  const replyForm = useReplyForm(ticketId);
  const ticket = query.data;
  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      title={ticket ? `Ticket n. ${ticket.id}: ${ticket.title}` : `Ticket n. ${ticketId}`}
      description={
        ticket
          ? `Aperto ${withArticle(formatCardDateTime(ticket.createdAt))} da ${ticket.requesterName}`
          : undefined
      }
      size="xl"
      busy={reply.isPending}
      unsaved={replyForm.form.formState.isDirty}
    >
      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare il ticket. Riprova tra qualche istante.
        </p>
      ) : null}
      {ticket ? (
        <div className="grid gap-6">
          <TicketDetails
            ticket={ticket}
            pending={update.isPending}
            onChange={(changes) => update.mutate(changes)}
          />
          <section aria-labelledby={`thread-${ticket.id}`}>
            <h3 id={`thread-${ticket.id}`} className="text-base font-bold text-slate-900">
              Conversazione
            </h3>
            <ol className="mt-3 grid gap-3" data-testid="ticket-thread">
              {ticket.messages.map((m, index) => (
                <li
                  key={m.id ?? `opening-${index}`}
                  data-testid="thread-message"
                  data-internal={m.isInternal}
                  className={cn(
                    "rounded-lg border p-3",
                    m.isInternal
                      ? "border-amber-400 border-dashed bg-amber-50"
                      : m.authorType === "admin"
                        ? "border-brand-200 bg-brand-50"
                        : "border-slate-200 bg-white",
                  )}
                >
                  <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800">
                    {m.authorType === "admin"
                      ? `Supporto${m.authorName ? ` (${m.authorName})` : ""}`
                      : ticket.requesterName}
                    {m.isInternal ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs text-amber-950">
                        <Icon node={Lock} className="size-3" />
                        Nota interna
                      </span>
                    ) : null}
                    <span className="ml-auto font-normal text-slate-700">
                      {formatCardDateTime(m.createdAt)}
                    </span>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{m.message}</p>
                  <AttachmentLinks
                    attachments={attachmentsOf(ticket.attachments, m.id, index === 0)}
                    hrefOf={(a) => deskAttachmentUrl(ticket.id, a.id)}
                  />
                </li>
              ))}
            </ol>
          </section>
          <TicketReplyForm
            reply={replyForm}
            pending={reply.isPending}
            onSubmit={(input) => reply.mutateAsync(input)}
          />
          <TicketTimeLog ticketId={ticket.id} />
          <ActivityHistory entity="tickets" id={ticket.id} />
        </div>
      ) : null}
    </AdminDialog>
  );
}

type Changes = {
  status?: TicketStatus;
  priority?: TicketPriority;
  assignedToAdmin?: number | null;
};

/** The ticket's status and priority, each changed with its select. */
const ticketChoices = [
  { field: "status", label: "Stato del ticket", options: optionsOf(ticketStatusLabels) },
  { field: "priority", label: "Priorità del ticket", options: optionsOf(ticketPriorityLabels) },
] as const;

function TicketDetails({
  ticket,
  pending,
  onChange,
}: {
  ticket: DeskTicketThread;
  pending: boolean;
  onChange: (changes: Changes) => void;
}) {
  const id = useId();
  const me = readAdminUser();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <TicketStatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        {ticket.status === "closed" && ticket.closedAt ? (
          <span className="text-sm text-slate-700" data-testid="ticket-closed-by">
            Chiuso {ticket.closedBy === "customer" ? "dal cliente" : "dal supporto"}{" "}
            {withArticle(formatCardDateTime(ticket.closedAt))}
          </span>
        ) : null}
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-700">Richiedente</dt>
          <dd className="text-slate-900">
            {ticket.customerId !== null ? (
              <CustomerLink id={ticket.customerId}>{ticket.requesterName}</CustomerLink>
            ) : (
              ticket.requesterName
            )}
            {ticket.companyName ? ` (${ticket.companyName})` : ""}
            {ticket.requesterEmail ? ` · ${ticket.requesterEmail}` : ""}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Categoria</dt>
          <dd className="text-slate-900">{ticketCategoryLabels[ticket.category]}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Servizio</dt>
          <dd className="text-slate-900">{ticket.serviceName ?? "Nessun servizio indicato"}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Assegnato a</dt>
          <dd className="text-slate-900">{ticket.assignedToName ?? "Nessuno"}</dd>
        </div>
      </dl>
      <div className="grid items-end gap-4 sm:grid-cols-3">
        {ticketChoices.map(({ field, label, options }) => (
          <SelectField
            key={field}
            id={`${id}-${field}`}
            label={label}
            value={ticket[field]}
            disabled={pending}
            onChange={(e) => onChange({ [field]: e.target.value } as Changes)}
            options={options}
          />
        ))}
        {ticket.assignedToAdmin !== null && ticket.assignedToAdmin === me?.id ? (
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() => onChange({ assignedToAdmin: null })}
          >
            Rimuovi assegnazione
          </Button>
        ) : me ? (
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() => onChange({ assignedToAdmin: me.id })}
          >
            Prendi in carico
          </Button>
        ) : null}
      </div>
    </div>
  );
}
