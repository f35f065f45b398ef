import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { migrationsPath } from "./client";
import * as schema from "./schema";
import { createTestDatabase } from "../tests/helpers/test-db";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const tables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable,
);

describe("migrations", () => {
  it("create every table of the schema with every column", async () => {
    const rows = (await handle.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    const columns = new Set(rows.rows.map((r) => `${r.table_name}.${r.column_name}`));
    expect(tables.length).toBeGreaterThanOrEqual(20);
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        expect(columns, `${config.name}.${column.name}`).toContain(`${config.name}.${column.name}`);
      }
    }
  });

  it("are all recorded as applied, so a restart applies nothing twice", async () => {
    const files = readdirSync(migrationsPath()).filter((name) => name.endsWith(".sql"));
    const applied = (await handle.db.execute(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { count: string | number }[] };
    expect(Number(applied.rows[0]?.count)).toBe(files.length);
  });

  it("enforce the stored limits, unique keys and the single active hero", async () => {
    const { heroVariants, siteSettings } = schema;
    await expect(
      handle.db.insert(siteSettings).values({ key: "k".repeat(101), value: "x" }),
    ).rejects.toThrow();
    await handle.db.insert(siteSettings).values({ key: "unico", value: "x" });
    await expect(
      handle.db.insert(siteSettings).values({ key: "unico", value: "y" }),
    ).rejects.toThrow();
    await handle.db.insert(heroVariants).values({ name: "Uno", title: "Titolo uno", active: true });
    await expect(
      handle.db.insert(heroVariants).values({ name: "Due", title: "Titolo due", active: true }),
    ).rejects.toThrow();
  });
});
