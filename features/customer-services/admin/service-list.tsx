import { CircleX, Clock, RefreshCw } from "lucide";
import { CustomerLink } from "#features/customers/admin/customer-link";
import { Icon } from "#kit/ui/icon";
import type { AdminCustomerService } from "../customer-services.schema";
import { formatLongDate, formatNumericDate, withArticle } from "#kit/lib/dates";
import { templateTypeLabels } from "#features/service-templates/template-values";
import { formatPrice } from "#features/service-templates/price-values";
import { EntityTable, type Sorting } from "#kit/admin/entity-table";
import { ServiceStatusBadge } from "./service-status-badge";
import { RowButton } from "#kit/admin/row-actions";

/** An assignment in the list of every customer's services. */
export type AssignedService = AdminCustomerService & {
  customerName: string;
  customerEmail: string;
};

type Props = {
  services: AssignedService[];
  sorting: Sorting;
  onEdit: (service: AssignedService) => void;
  /** Delete (nothing names the service) or else cancel it, after a confirmation. */
  onRemove: (service: AssignedService) => void;
  /** The monte ore of an hour package (decision 068). */
  onHours: (service: AssignedService) => void;
};

/** An hour package: its template's type, or hours without a template (decision 068). */
const isHourPackage = (service: AssignedService) =>
  service.templateType === "hourly_package" || service.hoursRemaining !== null;

/** The line under a service that renews itself. */
const recurringNote = (
  <span className="mt-1 flex items-center gap-1.5 text-xs text-slate-700">
    <Icon node={RefreshCw} className="size-3.5" />
    Rinnovo automatico
  </span>
);

/**
 * The assigned services: name and template, customer, status, dates, price, hours, actions.
 * Elimina only for a service no ticket or request names; the others can only be cancelled.
 */
export function ServiceList({ services, sorting, onEdit, onRemove, onHours }: Props) {
  return (
    <EntityTable
      items={services}
      caption="Servizi assegnati"
      testId="assigned-services"
      rowTestId="assigned-service"
      minWidth="min-w-[56rem]"
      sorting={sorting}
      actions={{
        name: (service) => service.serviceName,
        // Icon buttons: the key columns stay in view beside the sticky actions from 1280 px.
        compact: true,
        onEdit,
        onDelete: onRemove,
        canDelete: (service) => service.deletable,
        extra: (service) => (
          <>
            {isHourPackage(service) ? (
              <RowButton
                icon={Clock}
                label="Monte ore di"
                what={service.serviceName}
                compact
                onClick={() => onHours(service)}
              />
            ) : null}
            {service.deletable || service.status === "cancelled" ? null : (
              <RowButton
                icon={CircleX}
                label="Annulla servizio"
                what={service.serviceName}
                danger
                compact
                onClick={() => onRemove(service)}
              />
            )}
          </>
        ),
      }}
      columns={[
        {
          header: "Servizio",
          sort: "serviceName",
          className: "max-w-56",
          cell: (service) => (
            <>
              <span className="font-semibold text-slate-900">{service.serviceName}</span>
              <span className="block text-sm text-slate-700">
                {service.templateName
                  ? `${service.templateName}${service.templateType ? ` · ${templateTypeLabels[service.templateType]}` : ""}`
                  : "Servizio non più presente nel catalogo"}
              </span>
              {service.isRecurring ? recurringNote : null}
            </>
          ),
        },
        {
          header: "Cliente",
          sort: "customer",
          cell: (service) => (
            <>
              <CustomerLink id={service.customerId}>{service.customerName}</CustomerLink>
              <span className="block text-sm whitespace-nowrap text-slate-700">
                {service.customerEmail}
              </span>
            </>
          ),
        },
        {
          header: "Stato",
          sort: "status",
          cell: (service) => <ServiceStatusBadge status={service.status} />,
        },
        {
          header: "Scadenza",
          sort: "expiryDate",
          className: "whitespace-nowrap",
          cell: (service) => (
            <>
              {formatNumericDate(service.expiryDate)}
              <span className="block text-xs text-slate-700">
                {withArticle(formatNumericDate(service.startDate), "dal")}
              </span>
              {service.endsAt && (service.status === "active" || service.status === "suspended") ? (
                // A cancellation approved "alla scadenza" (decision 046).
                <span className="block text-xs text-slate-600">
                  Non si rinnova: termina {withArticle(formatLongDate(service.endsAt))}
                </span>
              ) : null}
            </>
          ),
        },
        {
          header: "Prezzo",
          cell: (service) =>
            formatPrice(service.customPrice, service.customPricePeriod) ?? "Non indicato",
        },
        {
          // The hours the package was bought with (decision 068); short, so that at 1280 px the
          // column stays beside the actions, which an hour package's Monte ore button widens.
          header: "Ore",
          testId: "service-hours",
          cell: (service) => service.hoursRemaining ?? "—",
        },
      ]}
    />
  );
}
