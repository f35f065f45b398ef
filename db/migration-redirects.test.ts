import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";
import { migrationsUpTo } from "#tests/helpers/migrations-up-to";
import { migrationsPath, pgliteExtensions } from "./client";

/**
 * Migration 0020 (decision 062) on a database holding decision 026's slug history: each old slug
 * becomes an automatic redirect to its item's current address, and the old table goes.
 */
const client = new PGlite({ extensions: pgliteExtensions });
const db = drizzle(client);
const folder = migrationsUpTo(20);
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await client.close();
});

it("moves the slug history into the redirects", { timeout: 120_000 }, async () => {
  await migrate(db, { migrationsFolder: folder });
  await client.exec(`
    insert into blog_posts (id, slug, title, content) values (7, 'backup-3-2-1', 'Backup', '<p>x</p>');
    insert into solutions (id, name, slug, short_description, long_description)
      values (4, 'Cantina', 'cantina-facile', 'Breve', 'Lunga');
    insert into slug_history (entity_type, old_slug, entity_id, created_at) values
      ('blog_post', 'backup-aziendale', 7, '2026-01-10T10:00:00Z'),
      ('blog_post', 'backup-in-tre-copie', 7, '2026-01-11T10:00:00Z'),
      ('solution', 'gestionale', 4, '2026-01-12T10:00:00Z'),
      ('blog_post', 'orfano', 99, '2026-01-12T10:00:00Z');
  `);
  await migrate(db, { migrationsFolder: migrationsPath() });
  const { rows } = await client.query<Record<string, unknown>>(
    `select from_path, target, status, source, entity_type, entity_id, hits, created_at
       from redirects order by from_path`,
  );
  expect(rows.map((row) => [row.from_path, row.target, row.entity_type, row.entity_id])).toEqual([
    ["/blog/backup-aziendale", "/blog/backup-3-2-1", "blog_post", 7],
    ["/blog/backup-in-tre-copie", "/blog/backup-3-2-1", "blog_post", 7],
    ["/piattaforme/gestionale", "/piattaforme/cantina-facile", "solution", 4],
  ]);
  expect(rows.every((row) => row.status === "301" && row.source === "automatic")).toBe(true);
  expect((rows[0]?.created_at as Date).toISOString()).toBe("2026-01-10T10:00:00.000Z");
  const left = await client.query(`select to_regclass('slug_history') as t`);
  expect((left.rows[0] as { t: unknown }).t).toBeNull();
});
