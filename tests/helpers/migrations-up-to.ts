import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsPath } from "#db/client";

/**
 * A temporary copy of the migrations folder holding only the first `count` migrations: a data
 * migration's test migrates that far, writes rows as they were, then migrates the rest. The
 * caller removes the folder.
 */
export function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
  cpSync(migrationsPath(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
