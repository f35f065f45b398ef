import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate, dumpMigratedPglite } from "./helpers/database-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (a tar file) each test file's database loads. */
    pgliteDataDir?: string;
    /** The migrated database on TEST_DATABASE_URL's server each test file's database copies. */
    postgresTemplate?: string;
  }
}

/**
 * Once per Vitest run, before any test file (decision 054): the migrations are applied to one
 * database, and tests/helpers/test-db.ts gives every file a copy of it instead of migrating again.
 * On PGlite the migrated data directory is dumped to a temporary file; on PostgreSQL
 * (TEST_DATABASE_URL set) a template database is migrated. Both are removed at the end.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = await createPostgresTemplate(baseUrl);
    project.provide("postgresTemplate", template.name);
    return () => template.drop();
  }
  const dir = await mkdtemp(path.join(tmpdir(), "vitest-pglite-"));
  const file = path.join(dir, "migrated.tar");
  await dumpMigratedPglite(file);
  project.provide("pgliteDataDir", file);
  return () => rm(dir, { recursive: true, force: true });
}
