import { useQuery } from "@tanstack/react-query";
import { customerApi, customerKeys } from "#features/shared/customer/customer-api";
import { formatNumericDate, isoOf, withArticle } from "#kit/lib/dates";
import { RequestStatusBadge } from "#features/shared/customer/badges";
import { EmptyState, LoadingState } from "#features/shared/customer/states";
import { renewalApi, renewalRequestsKey } from "./renewal-api";
import type { InfoThreadMessage } from "#features/customer-portal/portal-views";
import { InfoThreadList } from "../info-thread-list";
import { InfoReplyForm } from "./info-reply-form";

/** An info request's conversation and reply form (decision 068); none for the other kinds. */
type Conversation = { requestId: number; subject: string; messages: InfoThreadMessage[] };

/**
 * 'Le mie richieste': info, cancellation and renewal requests with their status and the
 * company's answer.
 */
export function RequestsBlock() {
  const info = useQuery({ queryKey: customerKeys.infoRequests, queryFn: customerApi.infoRequests });
  const cancellations = useQuery({
    queryKey: customerKeys.cancellationRequests,
    queryFn: customerApi.cancellationRequests,
  });
  const renewals = useQuery({ queryKey: renewalRequestsKey, queryFn: renewalApi.list });
  const items = [
    ...(renewals.data ?? []).map((r) => ({
      key: `r-${r.id}`,
      kind: "Richiesta di rinnovo",
      title: r.serviceName ?? "Servizio",
      text: `Rinnovo del servizio in scadenza ${withArticle(formatNumericDate(r.expiryDate))}.`,
      status: r.status,
      answerLabel: "Note del nostro staff",
      answer: r.adminNotes,
      date: r.createdAt,
      conversation: null as Conversation | null,
    })),
    ...(cancellations.data ?? []).map((r) => ({
      key: `c-${r.id}`,
      kind: "Richiesta di disdetta",
      title: r.serviceName ?? "Servizio",
      text: r.reason,
      status: r.status,
      answerLabel: "Note del nostro staff",
      answer: r.adminNotes,
      date: r.requestedDate,
      conversation: null,
    })),
    ...(info.data ?? []).map((r) => ({
      key: `i-${r.id}`,
      kind: "Richiesta di informazioni",
      title: r.serviceName ? `${r.subject} (${r.serviceName})` : r.subject,
      text: r.message,
      status: r.status,
      answerLabel: "La nostra risposta",
      // Once there is a conversation, it shows every answer in its place.
      answer: r.messages.length > 0 ? null : r.adminResponse,
      date: r.createdAt,
      conversation: { requestId: r.id, subject: r.subject, messages: r.messages },
    })),
  ].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

  return (
    <section aria-labelledby="requests-title" className="mt-12">
      <h2 id="requests-title" className="text-xl font-bold text-slate-900">
        Le mie richieste
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Le richieste di informazioni, di disdetta e di rinnovo che ci hai inviato, con il loro
        stato.
      </p>
      <div className="mt-4">
        {info.isPending || cancellations.isPending || renewals.isPending ? (
          <LoadingState />
        ) : items.length === 0 ? (
          <EmptyState>
            <p>Non hai ancora inviato richieste.</p>
          </EmptyState>
        ) : (
          <ul className="grid gap-3" data-testid="my-requests">
            {items.map((item) => (
              <li
                data-testid="my-request"
                key={item.key}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                      {item.kind}
                    </p>
                    <h3 className="font-semibold text-slate-900">{item.title}</h3>
                  </div>
                  <RequestStatusBadge status={item.status} />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  Inviata il <time dateTime={isoOf(item.date)}>{formatNumericDate(item.date)}</time>
                </p>
                <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{item.text}</p>
                {item.answer ? (
                  <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm">
                    <p className="font-semibold text-brand-900">{item.answerLabel}</p>
                    <p className="mt-1 whitespace-pre-line text-slate-800">{item.answer}</p>
                  </div>
                ) : null}
                {item.conversation ? (
                  <div className="mt-3 grid gap-2">
                    <InfoThreadList messages={item.conversation.messages} customerLabel="Tu" />
                    {item.conversation.messages.some((m) => m.authorType === "admin") ? (
                      <InfoReplyForm
                        requestId={item.conversation.requestId}
                        subject={item.conversation.subject}
                      />
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
