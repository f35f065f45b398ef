import { describe, expect, it } from "vitest";
import { is } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { serverManifests } from "#features/manifests.server";
import { personalDataKinds } from "./personal-data-kinds";
import { personalDataTables } from "./personal-data-classes.server";

/**
 * Completeness by construction (decision 034): every table of db/schema whose columns may hold
 * who a person is (e-mail, name, phone, address, IP, user agent, author, recipients, counters'
 * keys) is classified in personal-data-tables.ts, as exported and erased or as holding no
 * personal data. A table added without a classification fails here.
 */
const PERSON_COLUMN =
  /(^|_)(e_?mail|name|username|first_name|last_name|phone|mobile|address|ip|ip_address|user_agent|author|to|reply_to|contact_name|contact_email|key|tax_code|fiscal_code)$/;

const tables = serverManifests
  .flatMap((manifest) => Object.values(manifest.tables ?? {}))
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

describe("the classification of the tables for personal-data requests", () => {
  it("names every table whose columns may identify a person", () => {
    const unclassified = tables
      .filter((t) => t.columns.some((c) => PERSON_COLUMN.test(c.name)))
      .map((t) => t.name)
      .filter((name) => !(name in personalDataTables));
    expect(
      unclassified,
      "tables with person-identifying columns missing from personal-data-tables.ts",
    ).toEqual([]);
  });

  it("names only tables of the schema, and only kinds the export writes", () => {
    const names = new Set(tables.map((t) => t.name));
    for (const [table, entry] of Object.entries(personalDataTables)) {
      expect(names.has(table), `${table} is in db/schema`).toBe(true);
      if (entry.kind === "subject") {
        expect(entry.files.length).toBeGreaterThan(0);
        for (const file of entry.files) expect(personalDataKinds).toContain(file);
      } else {
        expect(entry.reason.length).toBeGreaterThan(10);
      }
    }
  });

  it("gives every kind of the export a table it comes from", () => {
    const files = Object.values(personalDataTables).flatMap((e) =>
      e.kind === "subject" ? e.files : [],
    );
    for (const kind of personalDataKinds) expect(files).toContain(kind);
  });
});
