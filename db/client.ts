import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, types, type QueryOptions } from "@electric-sql/pglite";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { createPostgresPool, migratePostgres, type PostgresTimeouts } from "./postgres";
import * as schema from "./schema";

/** One type for both drivers: domain code never knows which one it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback gets. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
};

export type DatabaseOptions =
  /** PostgreSQL over the network. */
  | {
      url: string;
      /** Errors of idle pooled connections (server restart, terminated backend); logged by default. */
      onIdleError?: (error: Error) => void;
      /** Tests shorten these; the defaults are `postgresTimeouts` in db/postgres.ts. */
      timeouts?: Partial<PostgresTimeouts>;
    }
  /** Embedded PGlite persisted under this directory. */
  | { dataDir: string }
  /**
   * Embedded PGlite in memory (tests), empty or started from a data directory dumped with
   * `dumpDataDir` (tests/global-setup.ts migrates once per run and hands each test file a copy).
   */
  | { memory: true; loadDataDir?: Blob };

/**
 * PGlite runs Postgres with a server's defaults, and its WASM build zeroes every shared memory
 * segment it maps, so all of `shared_buffers` (128MB by default) is resident from the first
 * second. The site's database is a few MB: 16MB of buffers holds it whole, and a page that
 * does not fit is read again from the data files through the operating system's cache.
 * Measured (decision 011): about 120 MB less resident memory at start. The other settings
 * (work_mem 4MB, maintenance_work_mem 64MB) are allocated only while a statement needs them.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The contrib extensions the migrations create (PGlite loads one only when given here): the site
 * search's text configuration removes accents with `unaccent` (decision 065). Every PGlite that
 * opens the site's data, tests' included, passes these.
 */
export const pgliteExtensions = { unaccent };

/**
 * The types drizzle's PGlite driver wants as the text Postgres wrote (it maps them itself):
 * timestamps, dates, intervals, and arrays of those and of numerics. drizzle sends parsers
 * that keep them as text with every query, and PGlite merges per-query parsers into a copy of its
 * whole parser table, one entry per type and per array type (about 320): some 0.25 ms of CPU for
 * every query, a tenth of an uncached `/api/blog` (docs/performance.md). `DrizzlePGlite` puts
 * these parsers in the table once and runs drizzle's queries without their own copy.
 */
export const PGLITE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const keepText = (value: string) => value;

/**
 * PGlite for drizzle: a query whose own parsers only keep text for types the instance's table
 * already keeps as text (the same answer, see PGLITE_TEXT_TYPES) runs without them. Any other
 * per-query parsers are used as given. Queries in a transaction still carry theirs (correct, and
 * no hot path runs in one).
 */
export class DrizzlePGlite extends PGlite {
  /** Once the database is ready (PGlite fills its array parsers at start). */
  keepTextParsers() {
    for (const oid of PGLITE_TEXT_TYPES) this.parsers[oid] = keepText;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, this.#withoutTextParsers(options));
  }

  #withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
    if (!options?.parsers) return options;
    for (const oid in options.parsers) {
      if (this.parsers[oid] !== keepText) return options;
    }
    const { parsers: _, ...rest } = options;
    return rest;
  }
}

export function migrationsPath(): string {
  // From the working directory, not from this module: the same path whether the server runs from
  // source (tsx, tests) or compiled into build/server-app/index.js (npm start).
  return process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), "db/migrations");
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    await migratePostgres(options.url, migrationsPath(), options.timeouts);
    const pool = createPostgresPool({
      url: options.url,
      timeouts: options.timeouts,
      onIdleError: options.onIdleError ?? ((error) => console.error("database:", error.message)),
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, driver: "postgres", close: () => pool.end() };
  }
  let client: DrizzlePGlite;
  if ("dataDir" in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = new DrizzlePGlite(options.dataDir, {
      startParams: pgliteStartParams,
      extensions: pgliteExtensions,
    });
  } else {
    client = new DrizzlePGlite({
      startParams: pgliteStartParams,
      extensions: pgliteExtensions,
      loadDataDir: options.loadDataDir,
    });
  }
  await client.waitReady;
  client.keepTextParsers();
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: migrationsPath() });
  return { db, driver: "pglite", close: () => client.close() };
}
