import { cn } from "#app/lib/cn";

/** 'Attivo' (green) or the inactive label (grey), for templates and customers. */
export function ActiveBadge({
  active,
  inactiveLabel = "Inattivo",
}: {
  active: boolean;
  inactiveLabel?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        active ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-800",
      )}
    >
      {active ? "Attivo" : inactiveLabel}
    </span>
  );
}
