import { useId, useState } from "react";
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
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "#kit/ui/alert-dialog";
import {
  AttachmentLinks,
  AttachmentPicker,
  attachmentIssues,
  attachmentsOf,
  ticketFormData,
} from "../attachment-fields";
import { chosenFilesProblem } from "../ticket-attachment-rules";
import { REOPEN_DAYS } from "../ticket-values";

const resolver = zodResolver(ticketMessageSchema);

/**
 * One ticket: its details, the conversation with the support team (with the files of each
 * message), the reply form with its files, and closing (asked first) or reopening within 7 days.
 */
export function TicketThread({ ticketId }: { ticketId: number }) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const [confirmClose, setConfirmClose] = useState(false);
  const ticket = useQuery({
    queryKey: customerKeys.ticket(ticketId),
    queryFn: () => customerApi.ticket(ticketId),
  });
  const form = useForm<z.input<typeof ticketMessageSchema>, unknown, TicketMessageInput>({
    defaultValues: { message: "" },
    resolver,
  });
  const reply = usePortalMutation({
    mutationFn: (input: TicketMessageInput) =>
      files.length > 0
        ? customerApi.replyWithFiles(ticketId, ticketFormData(input, files))
        : customerApi.reply(ticketId, input),
    success: {
      title: "Risposta inviata",
      description: "Il nostro supporto la leggerà al più presto.",
    },
    failure: "Errore nell'invio della risposta",
    onSuccess: () => {
      form.reset();
      setFiles([]);
    },
  });
  const close = usePortalMutation({
    mutationFn: () => customerApi.closeTicket(ticketId),
    success: {
      title: "Ticket chiuso",
      description: `Potrai riaprirlo entro ${REOPEN_DAYS} giorni.`,
    },
    failure: "Errore nella chiusura del ticket",
    onSuccess: () => setConfirmClose(false),
  });
  const reopen = usePortalMutation({
    mutationFn: () => customerApi.reopenTicket(ticketId),
    success: { title: "Ticket riaperto" },
    failure: "Errore nella riapertura del ticket",
  });

  if (ticket.isPending) return <LoadingState label="Caricamento del ticket..." />;
  if (ticket.isError) return <ErrorState onRetry={() => void ticket.refetch()} />;
  const data = ticket.data;
  const closed = data.status === "closed";
  const fileHref = (attachment: { id: number }) =>
    customerApi.attachmentUrl(ticketId, attachment.id);

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
      {closed && data.closedAt ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="ticket-closed-line">
          Chiuso {data.closedBy === "customer" ? "da te" : "dal supporto"} il{" "}
          <time dateTime={isoOf(data.closedAt)}>{formatNumericDateTime(data.closedAt)}</time>
          {data.canReopen ? `: puoi riaprirlo entro ${REOPEN_DAYS} giorni dalla chiusura.` : "."}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {!closed ? (
          <AlertDialog open={confirmClose} onOpenChange={setConfirmClose}>
            <Button variant="secondary" size="sm" onClick={() => setConfirmClose(true)}>
              Chiudi ticket
            </Button>
            <AlertDialogContent
              title="Chiudere il ticket?"
              description={
                <p>
                  Chiudi il ticket se il problema è risolto. Potrai riaprirlo entro {REOPEN_DAYS}{" "}
                  giorni; dopo dovrai aprirne uno nuovo.
                </p>
              }
              actions={
                <>
                  <AlertDialogCancel asChild>
                    <Button variant="secondary">Annulla</Button>
                  </AlertDialogCancel>
                  <Button disabled={close.isPending} onClick={() => close.mutate(undefined)}>
                    {close.isPending ? "Chiusura in corso..." : "Chiudi ticket"}
                  </Button>
                </>
              }
            />
          </AlertDialog>
        ) : data.canReopen ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={reopen.isPending}
            onClick={() => reopen.mutate(undefined)}
          >
            {reopen.isPending ? "Riapertura in corso..." : "Riapri ticket"}
          </Button>
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
              <AttachmentLinks
                attachments={attachmentsOf(data.attachments, message.id, index === 0)}
                hrefOf={fileHref}
              />
            </li>
          );
        })}
      </ol>

      {closed && !data.canReopen ? (
        <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-700">
          Il ticket è chiuso da più di {REOPEN_DAYS} giorni: per un nuovo problema aprine uno nuovo.
        </p>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            if (chosenFilesProblem(files)) return;
            setFilesError(undefined);
            reply.mutate(values, { onError: (error) => setFilesError(attachmentIssues(error)) });
          })}
          className="mt-6 grid gap-3 border-t border-slate-200 pt-5"
        >
          {closed ? (
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
          <AttachmentPicker
            id={`${id}-files`}
            files={files}
            error={filesError}
            onChange={(next) => {
              setFiles(next);
              setFilesError(undefined);
            }}
          />
          <div>
            <Button type="submit" disabled={reply.isPending}>
              {reply.isPending ? "Invio in corso..." : "Invia risposta"}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
