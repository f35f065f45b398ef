import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
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
    }
  /** Embedded PGlite persisted under this directory. */
  | { dataDir: string }
  /** Embedded PGlite in memory (tests). */
  | { memory: true };

export function migrationsPath(): string {
  // import.meta.dirname points at db/ in source and at build/server in the bundle; both resolve here.
  return process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), "db/migrations");
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener an idle connection's error would crash the process; the pool replaces it.
    pool.on("error", options.onIdleError ?? ((error) => console.error("database:", error.message)));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder: migrationsPath() });
    return { db, driver: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  if ("dataDir" in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: migrationsPath() });
  return { db, driver: "pglite", close: () => client.close() };
}
