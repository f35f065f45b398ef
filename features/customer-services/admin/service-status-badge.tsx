import { Badge, type BadgeTone } from "#app/components/ui/badge";
import { serviceStatusLabels, type ServiceStatus } from "../customer-service-values";

const tones: Record<ServiceStatus, BadgeTone> = {
  active: "success",
  suspended: "caution",
  expired: "danger",
  cancelled: "neutral",
};

/** The status of an assigned service: Attivo, Sospeso, Scaduto, Annullato. */
export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return (
    <Badge tone={tones[status]} data-testid="service-status">
      {serviceStatusLabels[status]}
    </Badge>
  );
}
