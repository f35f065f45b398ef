import { Button } from "#app/components/ui/button";
import type { DeskCancellationRequest, DeskInfoRequest } from "#features/support-desk/desk-views";
import { RequestStatusBadge } from "#features/tickets/admin/support-badges";
import { formatCardDateTime } from "#features/shared/dates";

const card = "rounded-xl border bg-white p-4 shadow-sm";
const tone = (pending: boolean) => (pending ? "border-amber-400 border-l-4" : "border-slate-200");

export function InfoRequestList({
  requests,
  onAnswer,
}: {
  requests: DeskInfoRequest[];
  onAnswer: (request: DeskInfoRequest) => void;
}) {
  return (
    <ul className="grid gap-3" aria-label="Richieste di informazioni" data-testid="info-requests">
      {requests.map((r) => (
        <li
          key={r.id}
          data-testid="info-request"
          className={`${card} ${tone(r.status === "pending")}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold text-slate-900">{r.subject}</h4>
            <RequestStatusBadge status={r.status} />
            <span className="ml-auto text-sm text-slate-700">
              {formatCardDateTime(r.createdAt)}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {r.customerName} · {r.customerEmail}
            {r.serviceName ? ` · Servizio: ${r.serviceName}` : ""}
          </p>
          <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{r.message}</p>
          {r.adminResponse ? (
            <p className="mt-2 rounded-lg bg-green-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
              <span className="font-semibold">Risposta: </span>
              {r.adminResponse}
            </p>
          ) : null}
          {r.status === "pending" ? (
            <div className="mt-3 flex justify-end">
              <Button size="sm" onClick={() => onAnswer(r)}>
                Rispondi<span className="sr-only"> a &quot;{r.subject}&quot;</span>
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function CancellationRequestList({
  requests,
  onDecide,
}: {
  requests: DeskCancellationRequest[];
  onDecide: (request: DeskCancellationRequest, decision: "approved" | "rejected") => void;
}) {
  return (
    <ul
      className="grid gap-3"
      aria-label="Richieste di disdetta"
      data-testid="cancellation-requests"
    >
      {requests.map((r) => (
        <li
          key={r.id}
          data-testid="cancellation-request"
          className={`${card} ${tone(r.status === "pending")}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold text-slate-900">
              Disdetta: {r.serviceName ?? "servizio"}
            </h4>
            <RequestStatusBadge status={r.status} />
            <span className="ml-auto text-sm text-slate-700">
              {formatCardDateTime(r.requestedDate)}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {r.customerName} · {r.customerEmail}
          </p>
          <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{r.reason}</p>
          {r.adminNotes ? (
            <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
              <span className="font-semibold">Note: </span>
              {r.adminNotes}
            </p>
          ) : null}
          {r.status === "pending" ? (
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <Button size="sm" variant="secondary" onClick={() => onDecide(r, "rejected")}>
                Respingi<span className="sr-only"> la disdetta di {r.serviceName}</span>
              </Button>
              <Button size="sm" onClick={() => onDecide(r, "approved")}>
                Approva<span className="sr-only"> la disdetta di {r.serviceName}</span>
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
