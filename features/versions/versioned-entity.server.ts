import { isDeepStrictEqual } from "node:util";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/client";
import { readRow } from "#db/rows";
import type { z } from "#kit/lib/zod";
import { DomainError } from "#features/shared/domain-error";
import {
  recordVersion,
  type Content,
  type VersionAuthor,
  type VersionState,
} from "./versions.server";
import { versionSummaries, type VersionEntity } from "./version-entities";

type Row = Record<string, unknown>;

/**
 * What the versions' routes need of an entity (decision 063): its state now, and how a version
 * becomes its editable content again. Each entity declares one (features/<entity>/*-versions.server.ts).
 */
export type VersionedEntity<Item extends z.ZodType = z.ZodType> = {
  entity: VersionEntity;
  /** The OpenAPI tag and the 404 message of the entity's routes. */
  tag: string;
  notFound: string;
  /** The item as the entity's API answers it: what a restore gives back to the editor. */
  item: Item;
  /** The item's content and publication now, or null when there is no such item. */
  state(db: Database, id: number): Promise<VersionState | null>;
  /** The row as stored, read before and after a restore for the activity log. */
  row(db: Database, id: number): Promise<Row | null>;
  /**
   * Writes a version's content as the item's editable content (a page's draft), through the
   * entity's own save and its rules; what the item is now and what it keeps of it (its address,
   * whether it is published) are the entity's choice. Null for an unknown item.
   */
  restore(
    db: Database,
    id: number,
    content: Content,
    current: Content,
    by: VersionAuthor,
  ): Promise<unknown>;
};

/** A row's values as JSON holds them (dates as ISO text), only the keys of `keys`. */
export function contentOf(row: Row, keys: readonly string[]): Content {
  const json = JSON.parse(JSON.stringify(row)) as Row;
  return Object.fromEntries(keys.filter((key) => key in json).map((key) => [key, json[key]]));
}

/** The fields of an object schema, also behind its refinements and transforms. */
export function schemaKeys(schema: z.ZodType): string[] {
  const def = schema as unknown as { shape?: object; in?: z.ZodType };
  if (def.shape) return Object.keys(def.shape);
  return def.in ? schemaKeys(def.in) : [];
}

type RowEntity<S extends z.ZodType, Item extends z.ZodType> = {
  entity: VersionEntity;
  tag: string;
  notFound: string;
  item: Item;
  table: PgTable & { id: PgColumn };
  /** The entity's request schema: the content is its fields as the row stores them. */
  schema: S;
  /** What a restore keeps of the item as it is now (its address, its publication). */
  kept: readonly (keyof z.output<S> & string)[];
  /** The row is what visitors see (or will at a set time). */
  published: (row: Row) => boolean;
  /** The entity's own save of a whole item (its update function). */
  write: (db: Database, id: number, input: z.output<S>) => Promise<object | null>;
};

/** The saved row of a `crudRoutes` write, as its `onSaved` hook receives it. */
export type SavedRow = {
  id: number;
  before: Row | null;
  after: Row;
  by: { id: number; username: string; name?: string | null };
};

/**
 * The versions of an entity stored as one row edited whole (a post, a platform, a hero
 * variant): `onSaved` is the `crudRoutes` hook that keeps each save, `versions` what the routes need.
 */
export function rowVersions<S extends z.ZodType, Item extends z.ZodType>(
  options: RowEntity<S, Item>,
) {
  const keys = schemaKeys(options.schema);
  const stateOf = (row: Row): VersionState => ({
    content: contentOf(row, keys),
    published: options.published(row),
  });
  const versions: VersionedEntity<Item> = {
    entity: options.entity,
    tag: options.tag,
    notFound: options.notFound,
    item: options.item,
    row: (db, id) => readRow(db, options.table, id),
    state: async (db, id) => {
      const row = await readRow(db, options.table, id);
      return row && stateOf(row);
    },
    restore: async (db, id, content, current) => {
      const kept = Object.fromEntries(options.kept.map((key) => [key, current[key]]));
      const input = options.schema.safeParse({ ...content, ...kept });
      if (!input.success) throw outdated(input.error.issues[0]?.message);
      return options.write(db, id, input.data);
    },
  };
  /** Keeps the version of a create or an update, in the write's transaction. */
  const onSaved = async (db: Database, saved: SavedRow) => {
    const after = stateOf(saved.after);
    const before = saved.before && { ...stateOf(saved.before), at: updatedAt(saved.before) };
    await recordVersion(db, {
      entity: options.entity,
      itemId: saved.id,
      ...after,
      by: { id: saved.by.id, name: (saved.by.name?.trim() || saved.by.username).slice(0, 200) },
      before,
    });
  };
  /** Keeps the item's state after a write outside `crudRoutes` (a hero variant made active). */
  const recordCurrent = async (db: Database, id: number, by: SavedRow["by"]) => {
    const row = await readRow(db, options.table, id);
    if (row) await onSaved(db, { id, before: null, after: row, by });
  };
  return { versions, onSaved, recordCurrent };
}

const updatedAt = (row: Row) => (row.updatedAt instanceof Date ? row.updatedAt : new Date());

/** A version the entity's rules no longer accept (a field's limit changed since). */
export const outdated = (reason?: string) =>
  new DomainError(
    "invalid",
    `Questa versione non rispetta più le regole attuali e non si può ripristinare${reason ? `: ${reason}` : ""}`,
  );

/**
 * Restores version `number` of an item as its editable content and keeps that as a new version
 * ("Ripristinata dalla versione N"): the history is never rewritten. Null for an unknown item; a
 * DomainError 409 when the version reads the same as the content now (nothing to restore).
 */
export async function restoreVersion(
  db: Database,
  versioned: VersionedEntity,
  id: number,
  version: { number: number; content: Content },
  by: VersionAuthor,
): Promise<{ number: number; item: unknown } | null> {
  const before = await versioned.state(db, id);
  if (!before) return null;
  const item = await versioned.restore(db, id, version.content, before.content, by);
  if (!item) return null;
  const after = (await versioned.state(db, id))!;
  if (isDeepStrictEqual(after.content, before.content)) {
    throw new DomainError(
      "conflict",
      `La versione ${version.number} è uguale al contenuto attuale: non c'è nulla da ripristinare`,
    );
  }
  const number = await recordVersion(db, {
    entity: versioned.entity,
    itemId: id,
    ...after,
    by,
    summary: versionSummaries.restored(version.number),
  });
  return { number, item };
}
