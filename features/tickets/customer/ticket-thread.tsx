import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Button } from "#kit/ui/button";
import { TextAreaField } from "#kit/ui/textarea";
import { cn } from "#kit/ui/cn";
import { customerApi, customerKeys } from "#features/shared/customer/customer-api";
import { formatNumericDateTime, isoOf } from "#kit/lib/dates";
import { ticketCategoryLabels } from "../ticket-values";
import { ticketMessageSchema, type TicketMessageInput } from "../customer.schema";
import type { z } from "zod";
import { PriorityBadge, TicketStatusBadge } from "#features/shared/customer/badges";
import { usePortalMutation } from "#features/shared/customer/forms/use-portal-mutation";
import { ErrorState, LoadingState } from "#features/shared/customer/states";

const resolver = zodResolver(ticketMessageSchema);

/** One ticket: its details, the conversation with the support team and the reply form. */
export function TicketThread({ ticketId }: { ticketId: number }) {
  const id = useId();
  const ticket = useQuery({
    queryKey: customerKeys.ticket(ticketId),
    queryFn: () => customerApi.ticket(ticketId),
  });
  const form = useForm<z.input<typeof ticketMessageSchema>, unknown, TicketMessageInput>({
    defaultValues: { message: "" },
    resolver,
  });
  const reply = usePortalMutation({
    mutationFn: (input: TicketMessageInput) => customerApi.reply(ticketId, input),
    success: {
      title: "Risposta inviata",
      description: "Il nostro supporto la leggerà al più presto.",
    },
    failure: "Errore nell'invio della risposta",
    onSuccess: () => form.reset(),
  });

  if (ticket.isPending) return <LoadingState label="Caricamento del ticket..." />;
  if (ticket.isError) return <ErrorState onRetry={() => void ticket.refetch()} />;
  const data = ticket.data;

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="ticket-thread"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {data.title}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <TicketStatusBadge status={data.status} />
        <PriorityBadge priority={data.priority} />
        <span>Ticket n. {data.id}</span>
        <span aria-hidden="true">·</span>
        <span>{ticketCategoryLabels[data.category]}</span>
        {data.serviceName ? (
          <>
            <span aria-hidden="true">·</span>
            <span>Servizio: {data.serviceName}</span>
          </>
        ) : null}
      </div>

      <h3 className="sr-only">Conversazione</h3>
      <ol className="mt-5 grid gap-3">
        {data.messages.map((message, index) => {
          const mine = message.authorType === "customer";
          return (
            <li
              key={message.id ?? `opening-${index}`}
              data-author={message.authorType}
              className={cn(
                "max-w-[92%] rounded-xl p-4",
                mine
                  ? "justify-self-end bg-brand-50"
                  : "justify-self-start border border-slate-200 bg-slate-50",
              )}
            >
              <p className="text-xs font-semibold text-slate-700">
                {mine ? "Tu" : "Supporto tecnico"} ·{" "}
                <time dateTime={isoOf(message.createdAt)}>
                  {formatNumericDateTime(message.createdAt)}
                </time>
              </p>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-900">{message.message}</p>
            </li>
          );
        })}
      </ol>

      <form
        noValidate
        onSubmit={form.handleSubmit((values) => reply.mutate(values))}
        className="mt-6 grid gap-3 border-t border-slate-200 pt-5"
      >
        {data.status === "closed" ? (
          <p className="text-sm text-slate-700">
            Il ticket è chiuso: se scrivi una nuova risposta verrà riaperto.
          </p>
        ) : null}
        <TextAreaField
          id={`${id}-reply`}
          label="La tua risposta"
          required
          rows={4}
          error={form.formState.errors.message?.message}
          {...form.register("message")}
        />
        <div>
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? "Invio in corso..." : "Invia risposta"}
          </Button>
        </div>
      </form>
    </section>
  );
}
