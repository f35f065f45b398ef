import { createContext, use } from "react";
import { ActivityHistory } from "#features/activity/admin/activity-history";

/**
 * Which entity the dialogs below list, as the activity log names it: the admin API mount
 * (decision 032), e.g. "blog" for /api/admin/blog. CrudTab provides it from its list's path, so
 * every create/edit dialog opened there shows its item's history without saying so itself.
 */
export const EntityHistoryContext = createContext<string | null>(null);

/** "/api/admin/certified-partners" -> "certified-partners"; null for any other path. */
export function historyEntityOf(path: string): string | null {
  const match = /^\/api\/admin\/([^/?]+)/.exec(path);
  return match?.[1] ?? null;
}

/** The 'Cronologia' of the item `id` of the entity around it; nothing outside a CrudTab. */
export function EntityHistory({ id, className }: { id: number; className?: string }) {
  const entity = use(EntityHistoryContext);
  if (!entity) return null;
  return (
    <div className={className}>
      <ActivityHistory entity={entity} id={id} />
    </div>
  );
}
