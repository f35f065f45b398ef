import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrationsUpTo } from "#tests/helpers/migrations-up-to";
import { migrationsPath, pgliteExtensions } from "./client";

/**
 * Migration 0010 (decision 040) on an outbox written before it: every mail gets its normalised
 * addresses, and the mails that carried a single-use link are flagged, so neither an old reset
 * link nor someone else's mail reaches a personal-data export.
 */
const client = new PGlite({ extensions: pgliteExtensions });
let folder: string;

beforeAll(async () => {
  folder = migrationsUpTo(10);
  await migrate(drizzle(client), { migrationsFolder: folder });
  await client.exec(`insert into mail_outbox (id, "to", reply_to, subject, text) values
    (1, 'Mario.Rossi@Example.it', null, 'Nuova password', 'Apri https://x.it/customer/reimposta-password?token=abc'),
    (2, 'info@x.it', ' rossi@example.it', 'Nuovo messaggio', 'Scrive Rossi')`);
  await migrate(drizzle(client), { migrationsFolder: migrationsPath() });
});

afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

it("migration 0010 gives the stored mails their addresses and flags the ones with a link", async () => {
  const { rows } = await client.query("select addresses, secret_link from mail_outbox order by id");
  expect(rows).toEqual([
    { addresses: ["mario.rossi@example.it"], secret_link: true },
    { addresses: ["info@x.it", "rossi@example.it"], secret_link: false },
  ]);
});
