import { Badge } from "#kit/ui/badge";
import {
  serviceStatusLabels,
  serviceStatusTones,
  type ServiceStatus,
} from "../customer-service-values";

/** The status of an assigned service: Attivo, Sospeso, Scaduto, Annullato. */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return (
    <Badge tone={serviceStatusTones[status]} data-testid="service-status">
      {serviceStatusLabels[status]}
    </Badge>
  );
}
