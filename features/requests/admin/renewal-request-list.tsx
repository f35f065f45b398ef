import { Button } from "#app/components/ui/button";
import { RequestStatusBadge } from "#features/tickets/admin/support-badges";
import { formatCardDateTime, formatNumericDate } from "#features/shared/dates";
import { serviceStatusLabels } from "#features/customer-services/customer-service-values";
import type { DeskRenewalRequest } from "../renewal.schema";

const card = "rounded-xl border bg-white p-4 shadow-sm";

/** The renewal requests as cards: service, customer, expiry and price, and the decision. */
export function RenewalRequestList({
  requests,
  onDecide,
}: {
  requests: DeskRenewalRequest[];
  onDecide: (request: DeskRenewalRequest, decision: "approved" | "rejected") => void;
}) {
  return (
    <ul className="grid gap-3" aria-label="Richieste di rinnovo" data-testid="renewal-requests">
      {requests.map((r) => {
        const renewed =
          r.serviceExpiryDate !== null &&
          Date.parse(r.serviceExpiryDate) > Date.parse(r.expiryDate);
        return (
          <li
            key={r.id}
            data-testid="renewal-request"
            className={`${card} ${r.status === "pending" ? "border-l-4 border-amber-400" : "border-slate-200"}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h4 className="font-semibold text-slate-900">
                Rinnovo: {r.serviceName ?? "servizio"}
              </h4>
              <RequestStatusBadge status={r.status} />
              <span className="ml-auto text-sm text-slate-700">
                {formatCardDateTime(r.createdAt)}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {r.customerName} · {r.customerEmail}
            </p>
            <p className="mt-2 text-sm text-slate-800">
              Scadenza al momento della richiesta: {formatNumericDate(r.expiryDate)} · Prezzo:{" "}
              {r.price ?? "non indicato"}
              {r.serviceStatus
                ? ` · Stato del servizio: ${serviceStatusLabels[r.serviceStatus]}`
                : ""}
              {renewed && r.serviceExpiryDate
                ? ` · Nuova scadenza: ${formatNumericDate(r.serviceExpiryDate)}`
                : ""}
            </p>
            {r.adminNotes ? (
              <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
                <span className="font-semibold">Note: </span>
                {r.adminNotes}
              </p>
            ) : null}
            {r.status === "pending" ? (
              <div className="mt-3 flex flex-wrap justify-end gap-2">
                <Button size="sm" variant="secondary" onClick={() => onDecide(r, "rejected")}>
                  Respingi<span className="sr-only"> il rinnovo di {r.serviceName}</span>
                </Button>
                <Button size="sm" onClick={() => onDecide(r, "approved")}>
                  Approva<span className="sr-only"> il rinnovo di {r.serviceName}</span>
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
