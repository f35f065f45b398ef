import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { test } from "#tests/helpers/fixtures";
import { mediaRowsPage } from "./media.server";
import { media } from "./media.table";

/**
 * The library at 10,000 images (issue 25): each page read from an index, whatever page is asked
 * for, with the right rows and total, without timing anything.
 */
const TOTAL = 10_000;

describe("the media library at 10,000 images", () => {
  test("pages, filters and searches the right rows, the newest first from the index", async ({
    db,
  }) => {
    // One statement: image n uploaded n minutes after the epoch of the test; every 10th without alt.
    await db.execute(sql`
      insert into media (url, name, mime, bytes, width, height, alt, uploaded_at)
      select '/uploads/images/' || lpad(to_hex(n), 32, '0') || '.webp',
             'foto-' || n || case when n % 2 = 0 then '.jpg' else '.png' end,
             case when n % 2 = 0 then 'image/jpeg' else 'image/png' end,
             1000 + n, 1920, 1080,
             case when n % 10 = 0 then '' else 'Immagine numero ' || n end,
             timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute'
      from generate_series(1, ${TOTAL}) as n`);
    await db.execute(sql`analyze media`);

    const first = await mediaRowsPage(db, {});
    expect(first.total).toBe(TOTAL);
    expect(first.items.map((row) => row.name).slice(0, 3)).toEqual([
      "foto-10000.jpg",
      "foto-9999.png",
      "foto-9998.jpg",
    ]);
    expect(first.items).toHaveLength(25);
    const last = await mediaRowsPage(db, { page: 400 });
    expect(last.items.map((row) => row.name).at(-1)).toBe("foto-1.png");
    expect((await mediaRowsPage(db, { page: 401 })).items).toEqual([]);

    const missing = await mediaRowsPage(db, { alt: "missing" });
    expect(missing.total).toBe(TOTAL / 10);
    expect(missing.items[0]?.name).toBe("foto-10000.jpg");
    const png = await mediaRowsPage(db, { type: "png", page: 2 });
    expect(png.total).toBe(TOTAL / 2);
    expect(png.items[0]?.name).toBe(`foto-${TOTAL - 1 - 25 * 2}.png`);
    const found = await mediaRowsPage(db, { q: "numero 4242" });
    expect(found.items.map((row) => row.name)).toEqual(["foto-4242.jpg"]);
    const bySize = await mediaRowsPage(db, { sort: "bytes", dir: "desc" });
    expect(bySize.items[0]?.bytes).toBe(1000 + TOTAL);

    // The default order and the "without alt" filter are read from their indexes, not sorted
    // after a scan of the whole table.
    const plan = async (where: string, offset: number) => {
      const { rows } = (await db.execute(
        sql.raw(
          `explain select * from media ${where} order by uploaded_at desc, id desc limit 25 offset ${offset}`,
        ),
      )) as unknown as { rows: { "QUERY PLAN": string }[] };
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    };
    expect(await plan("", 9975)).toMatch(/Index Scan Backward using media_uploaded_at_idx/);
    expect(await plan("where alt = ''", 0)).toMatch(
      /Index Scan Backward using media_missing_alt_idx/,
    );
    await db.delete(media);
  });
});
