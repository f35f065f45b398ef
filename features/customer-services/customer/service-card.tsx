import { Info, LifeBuoy, CircleX, RefreshCw, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button, type ButtonVariant } from "#kit/ui/button";
import { formatNumericDate, isoOf, withArticle, formatLongDate } from "#kit/lib/dates";
import type { PortalService } from "#features/customer-portal/portal-views";
import { templateTypeLabels } from "#features/service-templates/template-values";
import { ServiceStatusBadge } from "#features/shared/customer/badges";
import { ServiceHours } from "#features/hours/customer/service-hours";

export type ServiceAction = "ticket" | "info" | "cancel" | "renew";

type Pending = { renewalPending: boolean; cancellationPending: boolean; ending: boolean };

/** The card's buttons, in order, and when each is offered. */
const actions: {
  action: ServiceAction;
  label: string;
  icon: IconNode;
  variant?: ButtonVariant;
  className?: string;
  offered: (status: PortalService["status"], pending: Pending) => boolean;
}[] = [
  { action: "ticket", label: "Apri Ticket", icon: LifeBuoy, offered: () => true },
  {
    action: "info",
    label: "Richiedi Info",
    icon: Info,
    variant: "secondary",
    offered: () => true,
  },
  {
    action: "renew",
    label: "Richiedi Rinnovo",
    icon: RefreshCw,
    variant: "secondary",
    offered: (status, { renewalPending }) =>
      (status === "active" || status === "expired") && !renewalPending,
  },
  {
    action: "cancel",
    label: "Richiedi Disdetta",
    icon: CircleX,
    variant: "ghost",
    className: "text-red-800 hover:bg-red-50",
    offered: (status, { cancellationPending, ending }) =>
      status === "active" && !cancellationPending && !ending,
  },
];

type Props = {
  service: PortalService;
  /** A cancellation request of this service is waiting for the company's answer. */
  cancellationPending: boolean;
  /** A renewal request of this service is waiting for the company's answer. */
  renewalPending?: boolean;
  onAction: (action: ServiceAction, service: PortalService) => void;
};

/** One service: name, type, status, dates, prices, hours, description and the actions. */
export function ServiceCard({
  service,
  cancellationPending,
  renewalPending = false,
  onAction,
}: Props) {
  const titleId = `service-${service.id}-title`;
  const facts: [string, React.ReactNode][] = [
    [
      "Data di inizio",
      <time key="s" dateTime={isoOf(service.startDate)}>
        {formatNumericDate(service.startDate)}
      </time>,
    ],
    [
      "Scadenza",
      <time key="e" dateTime={isoOf(service.expiryDate)}>
        {formatNumericDate(service.expiryDate)}
      </time>,
    ],
    ["Prezzo mensile", service.monthlyPrice ?? "N/A"],
    ["Prezzo annuale", service.yearlyPrice ?? "N/A"],
  ];
  // The balance and its movements: the monte ore's own part (decision 068).
  const hourPackage = service.serviceType === "hourly_package" || service.hoursRemaining !== null;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="service-card"
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {service.serviceName}
          </h2>
          <p className="text-sm text-slate-700">
            {service.serviceType
              ? templateTypeLabels[service.serviceType]
              : "Servizio personalizzato"}
          </p>
        </div>
        <ServiceStatusBadge status={service.status} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {hourPackage ? <ServiceHours serviceId={service.id} /> : null}
      {service.description ? (
        <p className="mt-4 text-sm text-slate-700">{service.description}</p>
      ) : null}
      {service.endsAt && (service.status === "active" || service.status === "suspended") ? (
        <p
          className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-900"
          data-testid="service-ends"
        >
          Non si rinnova: termina{" "}
          <time dateTime={isoOf(service.endsAt)}>
            {withArticle(formatLongDate(service.endsAt))}
          </time>
        </p>
      ) : null}
      {cancellationPending ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          Disdetta richiesta: in attesa della nostra risposta.
        </p>
      ) : null}
      {renewalPending ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          Rinnovo richiesto: in attesa della nostra risposta.
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {actions.map(({ action, label, icon, variant, className, offered }) =>
          offered(service.status, {
            renewalPending,
            cancellationPending,
            ending: service.endsAt !== null,
          }) ? (
            <Button
              key={action}
              size="sm"
              variant={variant}
              className={className}
              onClick={() => onAction(action, service)}
              aria-describedby={titleId}
            >
              <Icon node={icon} className="size-4" />
              {label}
            </Button>
          ) : null,
        )}
      </div>
    </article>
  );
}
