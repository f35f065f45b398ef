import { cn } from "#app/lib/cn";
import { serviceStatusLabels, type ServiceStatus } from "../customer-service-values";

const colours: Record<ServiceStatus, string> = {
  active: "bg-green-100 text-green-800",
  suspended: "bg-yellow-100 text-yellow-900",
  expired: "bg-red-100 text-red-800",
  cancelled: "bg-slate-200 text-slate-800",
};

/** The status of an assigned service: Attivo, Sospeso, Scaduto, Annullato. */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        colours[status],
      )}
      data-testid="service-status"
    >
      {serviceStatusLabels[status]}
    </span>
  );
}
