import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#db/client";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database (created here, dropped on close) when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return openDatabase({ memory: true });

  const name = `t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await adminQuery(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end terminates any connection still open: expected here.
  const handle = await openDatabase({ url: url.toString(), onIdleError: () => {} });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
