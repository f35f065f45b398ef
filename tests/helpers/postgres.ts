import { randomUUID } from "node:crypto";
import pg from "pg";

/** The local PostgreSQL every developer machine and CI has (trust authentication). */
export const LOCAL_POSTGRES_URL = "postgres://root@127.0.0.1:5432/postgres";

export type ScratchDatabase = {
  /** Connection string of the new, empty database. */
  url: string;
  /** Drops it, ending any connection still open. */
  drop(): Promise<void>;
};

/**
 * A new empty database for the tests that need a real PostgreSQL whatever the run (fault tests:
 * locks, timeouts, terminated backends), on TEST_DATABASE_URL's server when set, else on the
 * local one. When the server cannot be reached this throws: a fault test that skipped itself
 * would hide exactly the failure it is there to catch.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const baseUrl = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES_URL;
  const name = `t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  try {
    await adminQuery(baseUrl, `create database "${name}"`);
  } catch (error) {
    throw new Error(
      `PostgreSQL non raggiungibile su ${baseUrl} (serve ai test dei guasti del database): ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** One statement on a connection of its own, closed afterwards. */
export async function adminQuery(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/**
 * Another session that takes `lock table ... in access exclusive mode` in an open transaction:
 * every statement of the site on that table waits, as on a database that froze mid-write.
 */
export async function lockTable(url: string, table: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  await client.query(`lock table "${table}" in access exclusive mode`);
  return {
    release: async () => {
      await client.query("rollback");
      await client.end();
    },
  };
}
