import type { Table } from "drizzle-orm";
import type { Deps } from "#server/context";
import type { apiRoutes } from "#server/http/openapi";
import type { AdminArea } from "#features/admin-users/admin-roles";
import type { TableClass } from "#features/personal-data/personal-data-tables";

/**
 * The server half of a feature's manifest (decision 055): its tables, its API mounts and what
 * the page cache and the personal-data requests need to know. Read by features/manifests.server.ts
 * only; never imported by browser code.
 */

type Routes = (deps: Deps) => ReturnType<typeof apiRoutes>;

/** A public mount: its routes and, when the page cache may keep its answers, which paths. */
export type PublicMount = {
  routes: Routes;
  /**
   * The paths below the mount whose anonymous GET answers are the same for everyone and may be
   * kept by the page cache (decision 010), e.g. ["/", "/:slug"]; a `:name` is one segment.
   */
  cached?: readonly `/${string}`[];
};

/** An admin mount: the area of the role map it belongs to and its routes. */
export type AdminMount = { area: AdminArea; routes: Routes };

/**
 * What the writes of one activity-log entity record (decision 032): the table whose rows they
 * diff and the body fields logged as sent. The activity log's field labels are checked
 * against them (activity-fields.test.ts).
 */
export type LoggedWrites = { table?: Table; sent?: readonly string[] };

export type ServerManifest = {
  /** The feature's folder under features/. */
  id: string;
  /** Its tables (the `*.table.ts` module's exports, tables and enums alike). */
  tables?: Readonly<Record<string, unknown>>;
  /** Routes under /api, by mount path. */
  public?: Readonly<Record<`/${string}`, PublicMount>>;
  /** Routes under /api/admin, behind the admin session and the role map. */
  admin?: Readonly<Record<`/${string}`, AdminMount>>;
  /** Routes under /api/customer, behind the customer session. */
  customer?: Readonly<Record<`/${string}`, Routes>>;
  /** What its admin writes record in the activity log, by entity (the admin mount's name). */
  logged?: Readonly<Record<string, LoggedWrites>>;
  /** What the personal-data requests do with each of its tables (decision 034), by table name. */
  personalData?: Readonly<Record<string, TableClass>>;
};

export const defineServerEntity = (manifest: ServerManifest): ServerManifest => manifest;
