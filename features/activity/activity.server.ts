import { AsyncLocalStorage } from "node:async_hooks";
import { and, desc, eq, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "#db/client";
import { currentHandleKey } from "#db/current-handle";
import type { AppEnv } from "#server/context";
import { createBackgroundJob, type BackgroundJob } from "#server/background-job";
import type { Logger } from "#server/logger";
import { clientIp } from "#server/http/client-ip";
import { listQuery, optionalParam } from "#server/http/list-query";
import { tablePage, tableList } from "#db/list-query";
import { romeDayEnd, romeDayStart } from "#kit/lib/dates";
import { z } from "#kit/lib/zod";
import { siteSettings } from "#features/settings/settings.table";
import { activityLog } from "./activity.table";
import { diffRows, isSecretField, rowLabel } from "./activity-diff";
import {
  ACTIVITY_RETENTION_KEY,
  DEFAULT_RETENTION_MONTHS,
  HIDDEN_VALUE,
  retentionLimits,
  type ActivityAction,
  type ActivityChanges,
} from "./activity-values";

export type ActivityEntry = typeof activityLog.$inferSelect;

type Row = Record<string, unknown>;

/** What a write handler says about one item it changed (`noteChange`). */
type Note = {
  /** The entity when it is not the admin API mount of the path (e.g. a customer's service). */
  entity?: string;
  entityId?: string | number | null;
  action?: ActivityAction;
  before: Row | null;
  after: Row | null;
};

/** The transaction of the admin write under way and what its handler noted. */
type Scope = { tx: Database; notes: Note[] };

// One store for the whole process: domain modules may be loaded twice in production (the
// loaders' build and the server bundle, decision 011), as db/read-memo.ts explains.
const STORE = Symbol.for("scaligera-digital.activity-scope");
const scopes: AsyncLocalStorage<Scope> = ((globalThis as Record<symbol, unknown>)[STORE] ??=
  new AsyncLocalStorage<Scope>()) as AsyncLocalStorage<Scope>;

/**
 * The database handle the admin routes are given (server/api/admin/index.ts): every query made
 * through it while an admin write runs goes to that write's transaction (`activityLog`), so the
 * write and its log entry commit or roll back together, for every route, present or added later.
 * Outside a write it is `db` itself.
 */
export function activityScopedDb(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const current = (scopes.getStore()?.tx ?? target) as object;
      if (property === currentHandleKey) return current;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === "function"
        ? (value as (...a: unknown[]) => unknown).bind(current)
        : value;
    },
  });
}

/**
 * Tells the log what a write did to one item (before and after rows as stored): the entry then
 * holds the field diff. Without a call the write is still logged, with the values it was sent.
 * Does nothing outside an admin write.
 */
export function noteChange(note: Note): void {
  scopes.getStore()?.notes.push(note);
}

/**
 * Runs a custom write handler's `write` between two reads of the item it changes (`read`, through
 * the handler's scoped handle, so inside the write's transaction) and notes both: the entry then
 * holds which fields changed from what to what. `added`: what the write stored beside the row
 * (a ticket's reply), listed as new values. A write that finds nothing (answers null or false)
 * notes nothing; its handler answers 404, which rolls the entry back anyway.
 */
export async function withChange<T>(
  item: Omit<Note, "before" | "after"> & { read: () => Promise<Row | null>; added?: Row },
  write: () => Promise<T>,
): Promise<T> {
  const { read, added, ...note } = item;
  const before = await read();
  const result = await write();
  if (result === null || result === false) return result;
  const after = await read();
  noteChange({ ...note, before, after: after && added ? { ...after, ...added } : after });
  return result;
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

class RolledBack extends Error {}

const succeeded = (c: Context<AppEnv>) => c.res.status < 400 && !c.error;
/** A write worth an entry: it succeeded and its handler did not say it stores nothing. */
const recorded = (c: Context<AppEnv>) => succeeded(c) && !c.get("changesNothing");

/** The entity (admin API mount) and item id of an /admin/<entity>/<id>/... path. */
export function adminPathTarget(path: string): {
  entity: string;
  id: string | null;
  more: boolean;
} {
  const at = path.indexOf("/admin/");
  const parts = (at >= 0 ? path.slice(at + "/admin/".length) : path)
    .split("/")
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
  return { entity: parts[0] ?? "admin", id: parts[1] ?? null, more: parts.length > 2 };
}

function defaultAction(method: string, id: string | null, more: boolean): ActivityAction {
  if (more) return "action";
  if (method === "DELETE") return "delete";
  if (method === "PUT" || method === "PATCH") return id ? "update" : "action";
  return id ? "action" : "create";
}

/** The JSON body the handler read (Hono keeps it), values of secret fields hidden; or null. */
async function sentValues(c: Context<AppEnv>, entity: string): Promise<ActivityChanges | null> {
  if (!c.req.header("content-type")?.includes("application/json")) return null;
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  return diffRows(entity, null, body as Record<string, unknown>);
}

/** The `id` of a JSON answer (a created item), or null. */
async function answeredId(c: Context<AppEnv>): Promise<string | null> {
  if (!c.res.headers.get("content-type")?.includes("application/json")) return null;
  try {
    const body = (await c.res.clone().json()) as { id?: unknown };
    return typeof body?.id === "number" || typeof body?.id === "string" ? String(body.id) : null;
  } catch {
    return null;
  }
}

async function writeEntries(
  db: Database,
  c: Context<AppEnv>,
  target: { entity: string; id: string | null; more: boolean },
  notes: Note[],
) {
  const common = {
    ...adminOf(c),
    entity: target.entity,
    method: c.req.method,
    path: new URL(c.req.url).pathname.slice(0, 2000),
    ip: clientIp(c).slice(0, 100),
  };
  const fallbackAction = defaultAction(c.req.method, target.id, target.more);
  if (notes.length === 0) {
    await db.insert(activityLog).values({
      ...common,
      entityId: target.id ?? (await answeredId(c)),
      action: fallbackAction,
      label: null,
      changes: await sentValues(c, target.entity),
    });
    return;
  }
  const entries = notes.flatMap((note) => {
    const changes = diffRows(note.entity ?? target.entity, note.before, note.after);
    // An item read before and after with every field equal was not changed: nothing to record.
    if (note.before && note.after && Object.keys(changes).length === 0) return [];
    const id = note.entityId ?? note.after?.id ?? note.before?.id ?? target.id;
    return [
      {
        ...common,
        entity: note.entity ?? target.entity,
        entityId: id === null || id === undefined ? null : String(id),
        action: note.action ?? (!note.before ? "create" : !note.after ? "delete" : fallbackAction),
        label: rowLabel(note.after ?? note.before),
        changes,
      },
    ];
  });
  if (entries.length > 0) await db.insert(activityLog).values(entries);
}

/**
 * Records every write that passed requireAdmin (decision 032): who (id and name at the time),
 * when, what entity and id, which fields changed from what to what, from which address.
 *
 * With `transaction` (the admin API) the handler runs inside a transaction the scoped handle
 * (`activityScopedDb`) hands to its queries; the entry is inserted in it, and an answer of 400 or
 * more, or an error, rolls back both. Without (the uploads, which store files and no rows, and
 * must not hold a transaction while a body streams in) the entry is written once the upload
 * succeeded.
 */
export function activityLogger(
  db: Database,
  options: { transaction: boolean; entity?: string },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (READ_METHODS.has(c.req.method) || !c.get("admin")) return next();
    const path = new URL(c.req.url).pathname;
    const target = options.entity
      ? { entity: options.entity, id: null, more: false }
      : adminPathTarget(path);
    if (!options.transaction) {
      await next();
      if (recorded(c)) await writeEntries(db, c, target, []);
      return;
    }
    try {
      await db.transaction(async (tx) => {
        const scope: Scope = { tx, notes: [] };
        await scopes.run(scope, next);
        if (!succeeded(c)) throw new RolledBack();
        if (recorded(c)) await writeEntries(tx, c, target, scope.notes);
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  };
}

/** Who made an export: the signed-in administrator by default, or a customer (`userId` null). */
type Exporter = { userId: number | null; userName: string };

/**
 * Records a read of personal data taken away (ASVS 5.0 V16; decision 040): the admin's
 * personal-data export, a customer's own, the admin lists' CSV files. Reads are not writes, so
 * `activityLogger` never sees them: the export's handler calls this once it has the rows. The
 * entry: who, when, from which address, the list (`entity`) or the person (`label`), how many
 * rows and, for a list, its search and filters (`filters`, the query string).
 */
export async function logExport(
  db: Database,
  c: Context,
  what: { entity: string; label?: string | null; rows: number; filters?: string; by?: Exporter },
): Promise<void> {
  const url = new URL(c.req.url);
  const filters = what.filters?.slice(0, 1000);
  const by = what.by ?? adminOf(c as Context<AppEnv>);
  await db.insert(activityLog).values({
    ...by,
    entity: what.entity,
    entityId: null,
    action: "export",
    label: what.label ?? null,
    method: c.req.method,
    path: url.pathname.slice(0, 2000),
    changes: { rows: { to: what.rows }, ...(filters ? { filters: { to: filters } } : {}) },
    ip: clientIp(c as Context<AppEnv>).slice(0, 100),
  });
}

/**
 * Records a write a customer made from the reserved area that the staff must be able to trace
 * (a ticket closed or reopened: issue 26): outside the admin writes' logger, named by the
 * customer's number (the entry names no one once the customer's data is erased, decision 040).
 */
export async function logCustomerWrite(
  db: Database,
  c: Context,
  what: {
    customerId: number;
    entity: string;
    entityId: string | number;
    label?: string | null;
    changes: ActivityChanges;
  },
): Promise<void> {
  const url = new URL(c.req.url);
  await db.insert(activityLog).values({
    userId: null,
    userName: `Cliente n. ${what.customerId}`,
    entity: what.entity,
    entityId: String(what.entityId),
    action: "update",
    label: what.label ?? null,
    method: c.req.method,
    path: url.pathname.slice(0, 2000),
    changes: what.changes,
    ip: clientIp(c as Context<AppEnv>).slice(0, 100),
  });
}

function adminOf(c: Context<AppEnv>): Exporter {
  const admin = c.get("admin") as { id: number; username: string; name?: string | null };
  return { userId: admin.id, userName: (admin.name?.trim() || admin.username).slice(0, 200) };
}

// ---- reading the log ----

const a = activityLog;
const activityList = tableList({
  search: [a.userName, a.label, a.path, a.entityId],
  columns: { at: a.at, userName: a.userName, entity: a.entity },
  defaults: [desc(a.at), desc(a.id)],
});

const day = (message: string) =>
  optionalParam(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine((text) => romeDayStart(text) !== null, message),
  );

export const activityMessages = {
  user: "Utente non valido",
  entity: "Sezione non valida",
  entityId: "Elemento non valido",
  from: "Data iniziale non valida (AAAA-MM-GG)",
  to: "Data finale non valida (AAAA-MM-GG)",
  retention: `La conservazione va da ${retentionLimits.min} a ${retentionLimits.max} mesi`,
};

/** GET /api/admin/activity's query: search, sort, page and the filters. */
export const activityListQuery = listQuery(activityList, {
  user: optionalParam(z.string().trim().max(200, activityMessages.user)),
  entity: optionalParam(z.string().trim().max(100, activityMessages.entity)),
  entityId: optionalParam(z.string().trim().max(100, activityMessages.entityId)),
  from: day(activityMessages.from),
  to: day(activityMessages.to),
});

export type ActivityListParams = z.output<typeof activityListQuery>;

/** One page of the log, newest first unless sorted; every filter optional. */
export function listActivityPage(db: Database, params: ActivityListParams) {
  const conditions: (SQL | undefined)[] = [
    params.user ? eq(a.userName, params.user) : undefined,
    params.entity ? eq(a.entity, params.entity) : undefined,
    params.entityId ? eq(a.entityId, params.entityId) : undefined,
    params.from ? gte(a.at, romeDayStart(params.from) as Date) : undefined,
    params.to ? lte(a.at, romeDayEnd(params.to) as Date) : undefined,
  ];
  const fields = {
    id: a.id,
    at: a.at,
    userId: a.userId,
    userName: a.userName,
    entity: a.entity,
    entityId: a.entityId,
    action: a.action,
    label: a.label,
    method: a.method,
    path: a.path,
    changes: a.changes,
    ip: a.ip,
  };
  return tablePage(db, a, fields, activityList, params, and(...conditions));
}

/** The names of the users and the entities found in the log (the filters' choices). */
export async function activityFilterChoices(db: Database) {
  const [users, entities] = await Promise.all([
    db.selectDistinct({ v: a.userName }).from(a).orderBy(a.userName).limit(500),
    db.selectDistinct({ v: a.entity }).from(a).orderBy(a.entity).limit(500),
  ]);
  return { users: users.map((r) => r.v), entities: entities.map((r) => r.v) };
}

// ---- retention ----

/** Months an entry is kept (Impostazioni), DEFAULT_RETENTION_MONTHS unless set. */
export async function getRetentionMonths(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, ACTIVITY_RETENTION_KEY));
  const months = Number.parseInt(row?.value ?? "", 10);
  return Number.isInteger(months) && months >= retentionLimits.min && months <= retentionLimits.max
    ? months
    : DEFAULT_RETENTION_MONTHS;
}

export async function setRetentionMonths(db: Database, months: number): Promise<number> {
  await db
    .insert(siteSettings)
    .values({
      key: ACTIVITY_RETENTION_KEY,
      value: String(months),
      type: "number",
      description: "Mesi di conservazione del registro attività",
    })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: String(months) } });
  return months;
}

/**
 * Deletes the entries older than the retention setting; the number deleted. One DELETE by date:
 * several instances running it at once delete each row once, and none fails.
 */
export async function purgeActivity(db: Database, now: Date = new Date()): Promise<number> {
  const months = await getRetentionMonths(db);
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;
  const rows = await db.delete(a).where(lt(a.at, cutoff)).returning({ id: a.id });
  return rows.length;
}

/** The retention's job (decision 041): older entries purged at start, then once a day. */
export function createPurgeJob(
  db: Database,
  logger: Logger,
  everyMs = 24 * 60 * 60 * 1000,
): BackgroundJob<number> {
  return createBackgroundJob({
    name: "activity log purge",
    logger,
    everyMs,
    firstAfterMs: 0,
    run: () => purgeActivity(db),
  });
}

export { HIDDEN_VALUE, isSecretField };
