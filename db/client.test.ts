import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
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
