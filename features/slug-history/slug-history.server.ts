import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { slugHistory } from "#db/schema";
import type { SlugEntityType } from "./slug-entities";

/**
 * The slug history (decision 026): written by the writes of the items whose slug changes, read
 * by their public pages when a slug names no current item.
 */
/**
 * After item `entityId` moved from `oldSlug` to `newSlug` (nothing when they are equal): the old
 * slug now leads to the item, whichever item it led to before; the new one is no old address.
 */
export async function recordSlugChange(
  tx: Transaction,
  entityType: SlugEntityType,
  entityId: number,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  if (oldSlug === newSlug) return;
  await tx
    .insert(slugHistory)
    .values({ entityType, oldSlug, entityId })
    .onConflictDoUpdate({
      target: [slugHistory.entityType, slugHistory.oldSlug],
      set: { entityId, createdAt: new Date() },
    });
  await tx
    .delete(slugHistory)
    .where(and(eq(slugHistory.entityType, entityType), eq(slugHistory.oldSlug, newSlug)));
}

/** A deleted item's old addresses go with it. */
export async function forgetSlugs(
  tx: Transaction | Database,
  entityType: SlugEntityType,
  entityId: number,
): Promise<void> {
  await tx
    .delete(slugHistory)
    .where(and(eq(slugHistory.entityType, entityType), eq(slugHistory.entityId, entityId)));
}

/** The id of the item `slug` used to name, or null. */
export async function renamedEntityId(
  db: Database,
  entityType: SlugEntityType,
  slug: string,
): Promise<number | null> {
  const [row] = await db
    .select({ entityId: slugHistory.entityId })
    .from(slugHistory)
    .where(and(eq(slugHistory.entityType, entityType), eq(slugHistory.oldSlug, slug)));
  return row?.entityId ?? null;
}
