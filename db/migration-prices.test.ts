import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsUpTo } from "#tests/helpers/migrations-up-to";
import { migrationsPath, pgliteExtensions } from "./client";

/**
 * Migration 0002 (decision 026) on a database holding the free-text prices of 0000: each text
 * becomes an amount and a period, or no price with the text kept in the description.
 */
const client = new PGlite({ extensions: pgliteExtensions });
const db = drizzle(client);
let folder: string;

const templates: [string, string, string | null][] = [
  ["monthly", "Hosting", "€ 15/mese"],
  ["monthly", "Hosting annuo", "€ 15/anno"],
  ["yearly", "Dominio", "120"],
  ["monthly", "Backup", "€ 1.250,50 al mese"],
  ["one_time", "Sito", "da € 2.500"],
  ["hourly_package", "Pacchetto", "29.90 EUR"],
  ["monthly", "Vuoto", null],
  ["monthly", "Su richiesta", "Su richiesta"],
];

beforeAll(async () => {
  folder = migrationsUpTo(2);
  await migrate(db, { migrationsFolder: folder });
  await client.exec(
    `insert into customer_users (id, email, password_hash, first_name, last_name) values (1, 'a@b.it', 'x', 'A', 'B')`,
  );
  for (const [index, [type, name, price]] of templates.entries()) {
    await client.query(
      `insert into service_templates (id, name, description, category, type, base_price) values ($1, $2, $3, 'hosting', $4, $5)`,
      [index + 1, name, index === 4 ? "Sito su misura" : null, type, price],
    );
  }
  const services: [number | null, string | null][] = [
    [1, "€ 15/anno"],
    [3, "15"],
    [null, "€ 120/anno"],
    [null, "15"],
    [2, "Su richiesta"],
    [1, "  "],
  ];
  for (const [index, [templateId, price]] of services.entries()) {
    await client.query(
      `insert into customer_services (id, customer_id, template_id, service_name, description, start_date, expiry_date, custom_price)
       values ($1, 1, $2, $3, 'Descrizione', now(), now() + interval '1 year', $4)`,
      [index + 1, templateId, `Servizio ${index + 1}`, price],
    );
  }
  await migrate(db, { migrationsFolder: migrationsPath() });
});

afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

type Row = { amount: string | null; period: string | null; description: string | null };

/** The migrated prices of a table, by id: [amount, period] and the descriptions. */
async function pricesOf(table: "service_templates" | "customer_services", column: string) {
  const { rows } = await client.query<Row>(
    `select ${column}::text as amount, ${column}_period::text as period, description from ${table} order by id`,
  );
  return { prices: rows.map(({ amount, period }) => [amount, period]), rows };
}

describe("migration 0002: prices as amount and period", () => {
  it("turns the templates' texts into amounts and periods", async () => {
    const { prices, rows } = await pricesOf("service_templates", "base_price");
    expect(prices).toEqual([
      ["15.00", "monthly"],
      ["15.00", "yearly"],
      ["120.00", "yearly"],
      ["1250.50", "monthly"],
      [null, null],
      ["29.90", "one_time"],
      [null, null],
      [null, null],
    ]);
    expect(rows[4]!.description).toBe("Sito su misura\n\nPrezzo: da € 2.500");
    expect(rows[6]!.description).toBeNull();
    expect(rows[7]!.description).toBe("Prezzo: Su richiesta");
  });

  it("turns the services' texts into amounts and periods, the template's type when none is written", async () => {
    const { prices, rows } = await pricesOf("customer_services", "custom_price");
    expect(prices).toEqual([
      ["15.00", "yearly"],
      ["15.00", "yearly"],
      ["120.00", "yearly"],
      ["15.00", "one_time"],
      [null, null],
      [null, null],
    ]);
    expect(rows[4]!.description).toBe("Descrizione\n\nPrezzo: Su richiesta");
    expect(rows[5]!.description).toBe("Descrizione");
  });

  it("refuses an amount without its period afterwards", async () => {
    await expect(
      client.query(`update service_templates set base_price_period = null where id = 1`),
    ).rejects.toThrow();
  });
});
