import { useQuery } from "@tanstack/react-query";
import { answer, apiClient } from "#kit/lib/api-client";
import { formatNumericDate, isoOf } from "#kit/lib/dates";
import type { customerHoursRoutes } from "../api/customer";
import { formatMinutes, hourMovementKindLabels } from "../hour-values";

const hours = apiClient<ReturnType<typeof customerHoursRoutes>>("/api/customer/hours");

/** Under the customer area's key, so the area's refreshes include it. */
const hoursKey = (serviceId: number) => ["customer", "hours", serviceId] as const;

/** "-1 h 30 min" for time used, "+10 h" for a top-up. */
const signed = (minutes: number) =>
  minutes > 0 ? `+${formatMinutes(minutes)}` : formatMinutes(minutes);

/**
 * A package's balance and its movements in the customer's service card (decision 068): date,
 * ticket, time and note of each; the list opens on demand.
 */
export function ServiceHours({ serviceId }: { serviceId: number }) {
  const query = useQuery({
    queryKey: hoursKey(serviceId),
    queryFn: () => answer(hours[":id"].$get({ param: { id: String(serviceId) } })),
  });
  const data = query.data;
  if (query.isPending) {
    return (
      <p role="status" className="mt-4 text-sm text-slate-700">
        Caricamento del monte ore...
      </p>
    );
  }
  if (!data) {
    return (
      <p role="alert" className="mt-4 text-sm font-medium text-red-800">
        Impossibile caricare il monte ore. Riprova tra qualche istante.
      </p>
    );
  }
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-3 text-sm" data-testid="service-hours">
      <p className="text-slate-900">
        Ore disponibili:{" "}
        <strong className={data.balanceMinutes < 0 ? "text-red-800" : undefined}>
          {formatMinutes(data.balanceMinutes)}
        </strong>
        {data.balanceMinutes < 0 ? " (oltre le ore del pacchetto)" : ""}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-800">
          Movimenti del monte ore ({data.movements.length})
        </summary>
        {data.movements.length === 0 ? (
          <p className="mt-2 text-slate-700">
            Nessun movimento: le ore non sono ancora state usate.
          </p>
        ) : (
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">Movimenti del monte ore di {data.serviceName}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Data
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Tempo
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Dettagli
                </th>
              </tr>
            </thead>
            <tbody>
              {data.movements.map((m) => (
                <tr
                  key={m.id}
                  className="border-t border-slate-200"
                  data-testid="customer-hour-movement"
                >
                  <td className="py-1.5 pr-2 whitespace-nowrap">
                    <time dateTime={isoOf(m.workDate)}>{formatNumericDate(m.workDate)}</time>
                  </td>
                  <td className="py-1.5 pr-2 font-semibold whitespace-nowrap">
                    {signed(m.minutes)}
                  </td>
                  <td className="py-1.5 text-slate-800">
                    {m.ticketId !== null
                      ? `Ticket n. ${m.ticketId}${m.ticketTitle ? `: ${m.ticketTitle}` : ""}`
                      : hourMovementKindLabels[m.kind]}
                    {m.note ? ` · ${m.note}` : ""}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </div>
  );
}
