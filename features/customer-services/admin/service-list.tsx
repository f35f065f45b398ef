import { Pencil, RefreshCw } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import type { AdminCustomerService } from "../customer-services.schema";
import { formatNumericDate } from "#features/shared/dates";
import { templateTypeLabels } from "#features/service-templates/template-values";
import { ServiceStatusBadge } from "./service-status-badge";

type Props = { services: AdminCustomerService[]; onEdit: (service: AdminCustomerService) => void };

/** The selected customer's services: name, status, dates, price, hours, and an edit button. */
export function ServiceList({ services, onEdit }: Props) {
  return (
    <ul className="grid gap-3" aria-label="Servizi assegnati">
      {services.map((service) => (
        <li
          key={service.id}
          data-testid="assigned-service"
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{service.serviceName}</span>
                <ServiceStatusBadge status={service.status} />
              </p>
              <p className="mt-0.5 text-sm text-slate-700">
                {service.templateName
                  ? `${service.templateName} · ${service.templateType ? templateTypeLabels[service.templateType] : ""}`
                  : "Template non più presente nel catalogo"}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onEdit(service)}
              aria-label={`Modifica ${service.serviceName}`}
            >
              <Icon node={Pencil} className="size-4" />
              Modifica
            </Button>
          </div>
          {service.description ? (
            <p className="mt-2 text-sm text-slate-700">{service.description}</p>
          ) : null}
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="font-medium text-slate-600">Inizio</dt>
              <dd className="text-slate-900">{formatNumericDate(service.startDate)}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">Scadenza</dt>
              <dd className="text-slate-900">{formatNumericDate(service.expiryDate)}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600">Prezzo</dt>
              <dd className="text-slate-900">{service.customPrice ?? "Non indicato"}</dd>
            </div>
            {service.hoursRemaining !== null ? (
              <div>
                <dt className="font-medium text-slate-600">Ore residue</dt>
                <dd className="text-slate-900" data-testid="service-hours">
                  {service.hoursRemaining}
                </dd>
              </div>
            ) : null}
          </dl>
          {service.isRecurring ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
              <Icon node={RefreshCw} className="size-4" />
              Rinnovo automatico
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
