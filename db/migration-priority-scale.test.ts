import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrationsUpTo } from "#tests/helpers/migrations-up-to";
import { migrationsPath, pgliteExtensions } from "./client";

/**
 * Migration 0016 (decision 053) on tickets written before it: the old 'urgent' reads back as
 * 'critical', the other priorities stay, and the column no longer takes 'urgent'.
 */
const client = new PGlite({ extensions: pgliteExtensions });
let folder: string;

beforeAll(async () => {
  folder = migrationsUpTo(15);
  await migrate(drizzle(client), { migrationsFolder: folder });
  await client.exec(`insert into customer_tickets
    (id, contact_name, contact_email, title, description, priority) values
    (1, 'Mario Rossi', 'mario@example.com', 'Sito fermo', 'Il sito non risponde', 'urgent'),
    (2, 'Mario Rossi', 'mario@example.com', 'Domanda', 'Come cambio la password?', 'low'),
    (3, 'Anna Conti', 'anna@example.com', 'Attacco', 'Sospetto attacco informatico', 'critical'),
    (4, 'Anna Conti', 'anna@example.com', 'Errore', 'Un errore nel modulo contatti', 'high')`);
  await migrate(drizzle(client), { migrationsFolder: migrationsPath() });
});

afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

it("migration 0016 turns the stored 'urgent' into 'critical' and keeps the other priorities", async () => {
  const { rows } = await client.query("select id, priority from customer_tickets order by id");
  expect(rows).toEqual([
    { id: 1, priority: "critical" },
    { id: 2, priority: "low" },
    { id: 3, priority: "critical" },
    { id: 4, priority: "high" },
  ]);
});

it("leaves the one scale in the column's type, its default still 'medium'", async () => {
  const { rows } = await client.query<{ value: string }>(
    "select unnest(enum_range(null::ticket_priority))::text as value",
  );
  expect(rows.map((row) => row.value)).toEqual(["low", "medium", "high", "critical"]);
  await expect(
    client.exec(`insert into customer_tickets (contact_name, contact_email, title, description, priority)
      values ('X', 'x@example.com', 'Titolo', 'Descrizione', 'urgent')`),
  ).rejects.toThrow();
  await client.exec(`insert into customer_tickets (id, contact_name, contact_email, title, description)
    values (5, 'X', 'x@example.com', 'Titolo', 'Descrizione')`);
  const { rows: fresh } = await client.query("select priority from customer_tickets where id = 5");
  expect(fresh).toEqual([{ priority: "medium" }]);
});
