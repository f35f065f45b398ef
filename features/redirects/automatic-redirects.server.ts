import { and, eq, ne } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { notFoundHits, redirects } from "./redirects.table";
import type { RedirectEntityType } from "./redirect-values";

/**
 * The redirects the site writes by itself (decision 062, after decision 026's slug history):
 * called inside the transaction of the write that moves, creates or deletes a blog post,
 * platform or page, so nothing is recorded when that write is refused. Paths are canonical
 * (`canonicalPath`): slugs and page paths already are.
 */

/**
 * Item `entityId` moved from `oldPath` to `newPath` (nothing when they are equal): the old
 * address leads to the new one, whatever it led to before; every redirect that led to the old
 * address now leads straight to the new one (no chain); the new address is nobody's old one.
 */
export async function recordPathChange(
  tx: Transaction,
  entityType: RedirectEntityType,
  entityId: number,
  oldPath: string,
  newPath: string,
): Promise<void> {
  if (oldPath === newPath) return;
  await releasePath(tx, newPath);
  const moved = { target: newPath, status: "301" as const, source: "automatic" as const };
  await tx
    .insert(redirects)
    .values({ fromPath: oldPath, entityType, entityId, ...moved })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { ...moved, entityType, entityId, hits: 0, lastHitAt: null },
    });
  await tx
    .update(redirects)
    .set({ target: newPath })
    .where(and(eq(redirects.target, oldPath), ne(redirects.fromPath, newPath)));
  await tx.delete(notFoundHits).where(eq(notFoundHits.path, oldPath));
}

/** An item now lives at `path`: no redirect takes its visitors elsewhere. */
export async function releasePath(tx: Transaction | Database, path: string): Promise<void> {
  await tx.delete(redirects).where(eq(redirects.fromPath, path));
}

/** A deleted item's old addresses go with it. */
export async function forgetRedirectsOf(
  tx: Transaction | Database,
  entityType: RedirectEntityType,
  entityId: number,
): Promise<void> {
  await tx
    .delete(redirects)
    .where(and(eq(redirects.entityType, entityType), eq(redirects.entityId, entityId)));
}

/** The id of the item whose old address `path` is, or null. */
export async function redirectedEntityId(
  db: Database,
  entityType: RedirectEntityType,
  path: string,
): Promise<number | null> {
  const [row] = await db
    .select({ entityId: redirects.entityId })
    .from(redirects)
    .where(and(eq(redirects.fromPath, path), eq(redirects.entityType, entityType)));
  return row?.entityId ?? null;
}
