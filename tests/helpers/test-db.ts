import { openAsBlob } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { adminQuery } from "./postgres";
import { databaseUrl, uniqueDatabaseName } from "./database-template";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database (created here, dropped on close) when TEST_DATABASE_URL is set.
 * Both start from the database tests/global-setup.ts migrated once for the run (the PGlite data
 * directory it dumped, the PostgreSQL template it made); without that setup (another Vitest
 * configuration) they are migrated here.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return openDatabase({ memory: true, loadDataDir: await migratedDataDir() });

  const name = uniqueDatabaseName("t");
  const template = inject("postgresTemplate");
  await adminQuery(
    baseUrl,
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  // Dropping the database at the end terminates any connection still open: expected here.
  // On a copy of the template the migrations find nothing left to apply.
  const handle = await openDatabase({ url: databaseUrl(baseUrl, name), onIdleError: () => {} });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** The dump, read once per worker process (files share it when Vitest does not isolate them). */
let dump: { file: string; blob: Promise<Blob> } | undefined;

function migratedDataDir(): Promise<Blob> | undefined {
  const file = inject("pgliteDataDir");
  if (!file) return undefined;
  if (dump?.file !== file) dump = { file, blob: openAsBlob(file) };
  return dump.blob;
}
