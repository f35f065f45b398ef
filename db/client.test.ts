import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PGlite, types, type QueryOptions } from "@electric-sql/pglite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase, PGLITE_TEXT_TYPES } from "./client";
import { siteSettings } from "./schema";

const dir = mkdtempSync(path.join(tmpdir(), "sd-pglite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Rows<T> = { rows: T[] };

describe("PGlite under a data dir (npm start's database)", () => {
  it("runs with the small shared_buffers and keeps its data across a restart", async () => {
    const dataDir = path.join(dir, "pglite");
    const first = await openDatabase({ dataDir });
    try {
      const shown = (await first.db.execute(sql`show shared_buffers`)) as unknown as Rows<{
        shared_buffers: string;
      }>;
      expect(shown.rows[0]?.shared_buffers).toBe("16MB");
      await first.db.insert(siteSettings).values({ key: "riavvio", value: "ancora qui" });
    } finally {
      await first.close();
    }

    const second = await openDatabase({ dataDir });
    try {
      const rows = await second.db.select().from(siteSettings);
      expect(rows.map((r) => [r.key, r.value])).toEqual([["riavvio", "ancora qui"]]);
    } finally {
      await second.close();
    }
  }, 60_000); // two PGlite starts from a data dir, migrations included
});

describe("DrizzlePGlite (drizzle's queries without their per-query parsers)", () => {
  type Prepared = { queryConfig: QueryOptions; rawQueryConfig: QueryOptions };

  it("drizzle's per-query parsers are the ones the table keeps: text for the same types", async () => {
    const handle = await openDatabase({ memory: true });
    try {
      const prepared = handle.db.select().from(siteSettings).prepare("p") as unknown as Prepared;
      for (const config of [prepared.queryConfig, prepared.rawQueryConfig]) {
        const parsers = config.parsers ?? {};
        expect(Object.keys(parsers).map(Number).sort()).toEqual([...PGLITE_TEXT_TYPES].sort());
        for (const parse of Object.values(parsers))
          expect(parse("2026-01-02 03:04:05+00", 0)).toBe("2026-01-02 03:04:05+00");
      }
    } finally {
      await handle.close();
    }
  }, 60_000); // a PGlite start in memory with every migration

  it("drops them, keeps any other parsers, and answers the same rows", async () => {
    const handle = await openDatabase({ memory: true });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const sent = vi.spyOn(PGlite.prototype, "query");
    try {
      const at = new Date("2026-01-02T03:04:05.678Z");
      await handle.db.insert(siteSettings).values({ key: "k", value: "v", updatedAt: at });
      const [row] = await handle.db.select().from(siteSettings);
      expect(row?.updatedAt).toEqual(at);
      const [, , options] = sent.mock.calls.at(-1)!;
      expect(options).toEqual({ rowMode: "array" });

      const own = { parsers: { [types.INT4]: () => "mine" } };
      const result = await client.query<{ n: unknown }>("select 1::int4 as n", [], own);
      expect(result.rows[0]?.n).toBe("mine");
      expect(sent.mock.calls.at(-1)?.[2]).toBe(own);

      const text = await client.query<{ t: unknown }>(
        "select '2026-01-02 03:04:05+00'::timestamptz as t",
        [],
        { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } },
      );
      expect(text.rows[0]?.t).toBe("2026-01-02 03:04:05+00");
    } finally {
      sent.mockRestore();
      await handle.close();
    }
  }, 60_000); // a PGlite start in memory with every migration
});
