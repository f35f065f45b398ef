import type { ReactNode } from "react";
import { EntityHistory } from "#kit/admin/entity-history";
import { Button } from "#kit/ui/button";
import { RequestStatusBadge } from "#features/tickets/admin/support-badges";
import { formatCardDateTime } from "#kit/lib/dates";
import type { RequestStatus } from "../request-values";
import { CustomerLink } from "#features/customers/admin/customer-link";

/** What every request the desk lists has. */
export type ListedRequest = {
  id: number;
  status: RequestStatus;
  customerId: number;
  customerName: string;
  customerEmail: string;
};

/** How one kind of request is drawn as a card (the parts that differ between kinds). */
export type RequestCard<T> = {
  /** The list's accessible name and the test ids (`${testId}-requests`, `${testId}-request`). */
  label: string;
  testId: string;
  heading: (request: T) => string;
  /** When it was sent (ISO). */
  date: (request: T) => string;
  /** What follows the customer on their line (" · Servizio: ..."). */
  about?: (request: T) => string;
  /** What the customer asked, and what the card adds about it. */
  body: (request: T) => ReactNode;
  /** The answer or the notes given, once decided. */
  outcome: (request: T) => { label: string; text: string; tone: string } | null;
  /** The buttons of a pending request. */
  actions: (request: T) => ReactNode;
};

const card = "rounded-xl border bg-white p-4 shadow-sm";
const tone = (pending: boolean) => (pending ? "border-amber-400 border-l-4" : "border-slate-200");

/**
 * The requests of one kind as cards: heading, status, date, customer, request, outcome, and the
 * actions of a pending one or the 'Cronologia' of a decided one (inside the section's
 * EntityHistoryContext).
 */
export function RequestList<T extends ListedRequest>({
  requests,
  kind,
}: {
  requests: T[];
  kind: RequestCard<T>;
}) {
  return (
    <ul className="grid gap-3" aria-label={kind.label} data-testid={`${kind.testId}-requests`}>
      {requests.map((r) => {
        const outcome = kind.outcome(r);
        return (
          <li
            key={r.id}
            data-testid={`${kind.testId}-request`}
            className={`${card} ${tone(r.status === "pending")}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold text-slate-900">{kind.heading(r)}</h4>
              <RequestStatusBadge status={r.status} />
              <span className="ml-auto text-sm text-slate-700">
                {formatCardDateTime(kind.date(r))}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              <CustomerLink id={r.customerId}>{r.customerName}</CustomerLink> · {r.customerEmail}
              {kind.about?.(r)}
            </p>
            {kind.body(r)}
            {outcome ? (
              <p
                className={`mt-2 rounded-lg p-3 text-sm break-words whitespace-pre-wrap text-slate-900 ${outcome.tone}`}
              >
                <span className="font-semibold">{outcome.label} </span>
                {outcome.text}
              </p>
            ) : null}
            {r.status === "pending" ? (
              <div className="mt-3 flex flex-wrap justify-end gap-2">{kind.actions(r)}</div>
            ) : (
              // A decided request's history (status and notes, from → to); a pending one has none.
              <EntityHistory id={r.id} className="mt-3" />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Respingi and Approva of a request the desk decides; `what` names it for screen readers. */
export function DecisionButtons({
  what,
  onDecide,
}: {
  what: string;
  onDecide: (decision: "approved" | "rejected") => void;
}) {
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => onDecide("rejected")}>
        Respingi<span className="sr-only"> {what}</span>
      </Button>
      <Button size="sm" onClick={() => onDecide("approved")}>
        Approva<span className="sr-only"> {what}</span>
      </Button>
    </>
  );
}
