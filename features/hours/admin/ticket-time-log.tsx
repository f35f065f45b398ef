import { useId } from "react";
import { formatMinutes } from "../hour-values";
import { MovementForm } from "./movement-form";
import { MovementList } from "./movement-list";
import { useTicketHours } from "./hours-api";

/**
 * 'Tempo lavorato' in a ticket's dialog (decision 068): time logged on the ticket is deducted
 * from one of the customer's hour packages (the ticket's own by default); the time logged so far,
 * each entry deletable.
 */
export function TicketTimeLog({ ticketId }: { ticketId: number }) {
  const id = useId();
  const query = useTicketHours(ticketId);
  const data = query.data;
  const total = data?.movements.reduce((sum, m) => sum - m.minutes, 0) ?? 0;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3" data-testid="ticket-time-log">
      <h3 id={`${id}-title`} className="text-base font-bold text-slate-900">
        Tempo lavorato
      </h3>
      {query.isPending ? <p role="status">Caricamento del monte ore...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          Impossibile caricare il monte ore del cliente. Riprova tra qualche istante.
        </p>
      ) : null}
      {data && data.packages.length === 0 ? (
        <p className="text-sm text-slate-700">
          Il cliente non ha pacchetti ore: il tempo si registra solo sui servizi di tipo pacchetto
          ore.
        </p>
      ) : null}
      {data && data.packages.length > 0 ? (
        <>
          <p className="text-sm text-slate-800">
            {data.packages
              .map((p) => `Saldo ${p.serviceName}: ${formatMinutes(p.balanceMinutes)}`)
              .join(" · ")}
          </p>
          <MovementForm
            key={data.serviceId ?? "none"}
            packages={data.packages}
            serviceId={data.serviceId}
            ticketId={ticketId}
            kinds={["work"]}
            submitLabel="Registra tempo"
          />
          {data.movements.length > 0 ? (
            <p className="text-sm font-semibold text-slate-800">
              Registrato su questo ticket: {formatMinutes(total)}
            </p>
          ) : null}
          <MovementList
            movements={data.movements}
            showService
            emptyText="Nessun tempo registrato su questo ticket."
          />
        </>
      ) : null}
    </section>
  );
}
