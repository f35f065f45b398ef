import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { migrationsPath, openDatabase } from "#db/client";
import { migratePostgres } from "#db/postgres";
import { adminQuery } from "./postgres";

/**
 * The migrated database every test file starts from, made once per Vitest run by
 * tests/global-setup.ts (decision 054): running the migrations in each file cost more than most
 * files' tests.
 */

/** Migrates a PGlite in memory and writes its data directory, as a tar file, to `file`. */
export async function dumpMigratedPglite(file: string) {
  const handle = await openDatabase({ memory: true });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** `url` with its database name replaced. */
export function databaseUrl(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name nobody else uses: `prefix` and 16 hex digits. */
export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 16)}`;

/**
 * A new database on `baseUrl`'s PostgreSQL server with every migration applied, for
 * `create database … template` (its connection is closed: PostgreSQL copies a template only
 * while nobody is connected to it). `drop` removes it.
 */
export async function createPostgresTemplate(baseUrl: string) {
  const name = uniqueDatabaseName("tpl");
  await adminQuery(baseUrl, `create database "${name}"`);
  try {
    await migratePostgres(databaseUrl(baseUrl, name), migrationsPath());
  } catch (error) {
    await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  return {
    name,
    drop: () => adminQuery(baseUrl, `drop database if exists "${name}" with (force)`),
  };
}
