import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrationsPath, type DatabaseHandle } from "#db/client";
import { siteSettings } from "#db/schema";
import { createTestDatabase } from "./test-db";

// Each file's database is a copy of the one tests/global-setup.ts migrated once (decision 054):
// every migration is there, and what one copy writes no other copy sees.

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

const journal = JSON.parse(
  readFileSync(path.join(migrationsPath(), "meta", "_journal.json"), "utf8"),
) as { entries: unknown[] };

describe("the test database", () => {
  it("is a copy of the database migrated once for the run, on the driver the run uses", () => {
    const postgres = Boolean(process.env.TEST_DATABASE_URL);
    expect(first.driver).toBe(postgres ? "postgres" : "pglite");
    expect(inject(postgres ? "postgresTemplate" : "pgliteDataDir")).toBeTruthy();
  });

  it("has every migration applied", async () => {
    const applied = (await first.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });

  it("is a copy of its own: a write in one is not seen by another", async () => {
    await first.db.insert(siteSettings).values({ key: "solo-qui", value: "1" });
    const here = await first.db.select().from(siteSettings).where(eq(siteSettings.key, "solo-qui"));
    const there = await second.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, "solo-qui"));
    expect(here).toHaveLength(1);
    expect(there).toHaveLength(0);
  });
});
