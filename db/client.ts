import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { createPostgresPool, migratePostgres, type PostgresTimeouts } from "./postgres";
import * as schema from "./schema";

/** One type for both drivers: domain code never knows which one it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

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
  /** Embedded PGlite in memory (tests). */
  | { memory: true };

/**
 * PGlite runs Postgres with a server's defaults, and its WASM build zeroes every shared memory
 * segment it maps, so all of `shared_buffers` (128MB by default) is resident from the first
 * second. The site's database is a few MB: 16MB of buffers holds it whole, and a page that
 * does not fit is read again from the data files through the operating system's cache.
 * Measured (decision 011): about 120 MB less resident memory at start. The other settings
 * (work_mem 4MB, maintenance_work_mem 64MB) are allocated only while a statement needs them.
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

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
  let client: PGlite;
  if ("dataDir" in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir, { startParams: pgliteStartParams });
  } else {
    client = new PGlite({ startParams: pgliteStartParams });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: migrationsPath() });
  return { db, driver: "pglite", close: () => client.close() };
}
