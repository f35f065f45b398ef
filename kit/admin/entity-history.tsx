import { createContext, use, type ReactNode } from "react";

/**
 * Which entity the dialogs below list, as the activity log names it: the admin API mount
 * (decision 032), e.g. "blog" for /api/admin/blog. CrudTab provides it from its list's path, so
 * every create/edit dialog opened there shows its item's history without saying so itself.
 */
export const EntityHistoryContext = createContext<string | null>(null);

/** What draws an item's history: the activity log's, given by the panel (decision 056). */
export type HistoryView = (entity: string, id: number) => ReactNode;

/** The history view of the panel around; none (no 'Cronologia') outside it. */
export const HistoryViewContext = createContext<HistoryView | null>(null);

/** "/api/admin/certified-partners" -> "certified-partners"; null for any other path. */
export function historyEntityOf(path: string): string | null {
  const match = /^\/api\/admin\/([^/?]+)/.exec(path);
  return match?.[1] ?? null;
}

/** The 'Cronologia' of the item `id` of the entity around it; nothing outside a CrudTab. */
export function EntityHistory({ id, className }: { id: number; className?: string }) {
  const entity = use(EntityHistoryContext);
  const view = use(HistoryViewContext);
  if (!entity || !view) return null;
  return <div className={className}>{view(entity, id)}</div>;
}
