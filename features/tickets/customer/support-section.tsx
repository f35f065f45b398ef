import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { MessageSquare, Plus } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { cn } from "#kit/ui/cn";
import { customerApi, customerKeys } from "#features/shared/customer/customer-api";
import { sectionHref } from "#kit/lib/customer-format";
import { formatNumericDateTime, isoOf } from "#kit/lib/dates";
import { PriorityBadge, TicketStatusBadge } from "#features/shared/customer/badges";
import { TicketFormDialog } from "./ticket-form-dialog";
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SectionHeader,
} from "#features/shared/customer/states";
import { TicketThread } from "./ticket-thread";

/** Supporto Tecnico: the customer's tickets, one thread at a time (?ticket=id), new tickets. */
export function SupportSection() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const tickets = useQuery({ queryKey: customerKeys.tickets, queryFn: customerApi.tickets });
  const selected = Number(params.get("ticket")) || null;

  return (
    <>
      <SectionHeader
        title="Supporto Tecnico"
        action={
          <Button onClick={() => setCreating(true)}>
            <Icon node={Plus} className="size-4" />
            Nuovo ticket
          </Button>
        }
      >
        Apri un ticket e segui le risposte del nostro supporto tecnico.
      </SectionHeader>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="tickets-title">
          <h2 id="tickets-title" className="mb-3 text-lg font-bold text-slate-900">
            I tuoi ticket
          </h2>
          {tickets.isPending ? (
            <LoadingState label="Caricamento dei ticket..." />
          ) : tickets.isError ? (
            <ErrorState onRetry={() => void tickets.refetch()} />
          ) : tickets.data.length === 0 ? (
            <EmptyState>
              <p>Non hai ancora aperto ticket di assistenza.</p>
            </EmptyState>
          ) : (
            <ul className="grid gap-2" data-testid="ticket-list">
              {tickets.data.map((ticket) => {
                const current = ticket.id === selected;
                return (
                  <li key={ticket.id}>
                    <Link
                      to={sectionHref("supporto", { ticket: String(ticket.id) })}
                      aria-current={current ? "true" : undefined}
                      className={cn(
                        "block rounded-xl border bg-white p-4 shadow-sm focus-ring focus-visible:outline-brand-700",
                        current
                          ? "border-brand-700 ring-1 ring-brand-700"
                          : "border-slate-200 hover:border-brand-600",
                      )}
                    >
                      <span className="block font-semibold text-slate-900">{ticket.title}</span>
                      <span className="mt-2 flex flex-wrap items-center gap-2">
                        <TicketStatusBadge status={ticket.status} />
                        <PriorityBadge priority={ticket.priority} />
                      </span>
                      <span className="mt-2 flex items-center gap-3 text-xs text-slate-700">
                        <span>
                          Ultimo aggiornamento{" "}
                          <time dateTime={isoOf(ticket.lastActivityAt)}>
                            {formatNumericDateTime(ticket.lastActivityAt)}
                          </time>
                        </span>
                        <span className="inline-flex items-center gap-1">
                          <Icon node={MessageSquare} className="size-3.5" />
                          {ticket.messageCount}{" "}
                          {ticket.messageCount === 1 ? "messaggio" : "messaggi"}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <div>
          {selected ? (
            <TicketThread key={selected} ticketId={selected} />
          ) : tickets.data && tickets.data.length > 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
              Seleziona un ticket per leggere la conversazione e rispondere.
            </p>
          ) : null}
        </div>
      </div>
      {creating ? (
        <TicketFormDialog
          onClose={() => setCreating(false)}
          onCreated={(ticket) =>
            void navigate(sectionHref("supporto", { ticket: String(ticket.id) }))
          }
        />
      ) : null}
    </>
  );
}
