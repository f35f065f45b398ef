import { eq, getTableName } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * The single-statement writes of one row that the entities share. Each takes `db` or a
 * transaction given as `db`; one statement is written whole or not at all.
 */
type TableWithId = PgTable & { id: PgColumn };

/** Inserts one row and gives it back as stored. */
export async function insertRow<T extends PgTable>(
  db: Database,
  table: T,
  values: PgInsertValue<T>,
): Promise<T["$inferSelect"]> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error(`${getTableName(table)} insert returned no row`);
  return row as T["$inferSelect"];
}

/** Changes the row of `id` and gives it back as stored; null when there is none. */
export async function updateById<T extends TableWithId>(
  db: Database,
  table: T,
  id: number,
  values: PgUpdateSetSource<T>,
): Promise<T["$inferSelect"] | null> {
  const rows = await db.update(table).set(values).where(eq(table.id, id)).returning();
  return (rows as T["$inferSelect"][])[0] ?? null;
}

/** Deletes the row of `id`; false when there was none. */
export async function deleteById(db: Database, table: TableWithId, id: number): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/** One row of `table` by its `id` column, or null. */
export async function readRow(
  db: Database,
  table: TableWithId,
  id: number,
): Promise<Record<string, unknown> | null> {
  const rows = await db
    .select()
    .from(table as never)
    .where(eq(table.id, id))
    .limit(1);
  return (rows[0] as Record<string, unknown> | undefined) ?? null;
}
