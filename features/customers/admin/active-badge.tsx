import { Badge } from "#kit/ui/badge";

/** 'Attivo' (green) or the inactive label (grey), for templates and customers. */
export function ActiveBadge({
  active,
  inactiveLabel = "Inattivo",
}: {
  active: boolean;
  inactiveLabel?: string;
}) {
  return <Badge tone={active ? "success" : "neutral"}>{active ? "Attivo" : inactiveLabel}</Badge>;
}
