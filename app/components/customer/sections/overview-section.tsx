import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { Bell, CalendarClock, Headset, Package } from "lucide";
import { Icon } from "#kit/ui/icon";
import { customerApi, customerKeys } from "#features/shared/customer/customer-api";
import { sectionHref } from "#kit/lib/customer-format";
import { formatNumericDate, isoOf } from "#kit/lib/dates";
import { ServiceStatusBadge } from "#features/shared/customer/badges";
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SectionHeader,
} from "#features/shared/customer/states";

type Props = { customer: { firstName: string; lastName: string } };

/** Panoramica: welcome, the three counters and 'Servizi in Scadenza'. */
export function OverviewSection({ customer }: Props) {
  const overview = useQuery({ queryKey: customerKeys.overview, queryFn: customerApi.overview });
  const counters = overview.data?.counters;
  const cards = [
    {
      id: "active-services",
      label: "Servizi attivi",
      value: counters?.activeServices,
      icon: Package,
      to: sectionHref("servizi"),
    },
    {
      id: "open-tickets",
      label: "Ticket aperti",
      value: counters?.openTickets,
      icon: Headset,
      to: sectionHref("supporto"),
    },
    {
      id: "unread-communications",
      label: "Comunicazioni da leggere",
      value: counters?.unreadCommunications,
      icon: Bell,
      to: sectionHref("comunicazioni"),
    },
  ];

  return (
    <>
      <SectionHeader title={`Benvenuto, ${customer.firstName} ${customer.lastName}`}>
        Qui trovi a colpo d&apos;occhio i tuoi servizi, le scadenze e le novità dal nostro team.
      </SectionHeader>
      {overview.isError ? <ErrorState onRetry={() => void overview.refetch()} /> : null}
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Riepilogo">
        {cards.map(({ id, label, value, icon, to }) => (
          <li key={id}>
            <Link
              to={to}
              data-testid={`counter-${id}`}
              className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 focus-ring focus-visible:outline-brand-700"
            >
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon node={icon} className="size-6" />
              </span>
              <span>
                <span
                  data-testid="counter-value"
                  className="block text-3xl font-bold text-slate-900"
                >
                  {value ?? "–"}
                </span>
                <span className="block text-sm font-medium text-slate-700">{label}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="expiring-title" className="mt-10">
        <h2
          id="expiring-title"
          className="flex items-center gap-2 text-xl font-bold text-slate-900"
        >
          <Icon node={CalendarClock} className="size-5 text-brand-700" />
          Servizi in Scadenza
        </h2>
        <div className="mt-4">
          {overview.isPending ? (
            <LoadingState />
          ) : overview.data && overview.data.expiring.length > 0 ? (
            <ul className="grid gap-3" data-testid="expiring-services">
              {overview.data.expiring.map((service) => (
                <li
                  key={service.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-white p-4 shadow-sm"
                >
                  <div>
                    <p className="font-semibold text-slate-900">{service.serviceName}</p>
                    <p className="text-sm text-slate-700">
                      Scade il{" "}
                      <time dateTime={isoOf(service.expiryDate)}>
                        {formatNumericDate(service.expiryDate)}
                      </time>
                    </p>
                  </div>
                  <ServiceStatusBadge status={service.status} />
                </li>
              ))}
            </ul>
          ) : overview.data ? (
            <EmptyState>
              <p>Nessun servizio in scadenza</p>
            </EmptyState>
          ) : null}
        </div>
      </section>
    </>
  );
}
