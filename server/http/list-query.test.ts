import { describe, expect } from "vitest";
import { test } from "#tests/helpers/fixtures";
import { BULK_DOMAIN, seedBulk } from "#db/seed/bulk-rows";
import { containsPattern } from "#db/list-query";
import { csvField, toCsv } from "./csv";

/**
 * The admin lists at scale (decision 023): a few thousand generated rows per big list on PGlite,
 * read through the real admin API a page at a time, sorted, searched and filtered.
 */
const ROWS = 3000;

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const pageOf = async <T>(res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as Page<T>;
};

describe("containsPattern and csvField", () => {
  test("escapes LIKE wildcards and writes CSV fields Excel reads safely", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
    expect(csvField("Rossi; Bianchi")).toBe('"Rossi; Bianchi"');
    expect(csvField('Il "nuovo" sito')).toBe('"Il ""nuovo"" sito"');
    expect(csvField("riga\nsotto")).toBe('"riga\nsotto"');
    expect(csvField("=SOMMA(A1)")).toBe("'=SOMMA(A1)");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("+A1")).toBe("'+A1");
    expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    // A phone number or a signed number is what a person typed, not a formula.
    expect(csvField("+39 045 123 4567")).toBe("+39 045 123 4567");
    expect(csvField("+39 (045) 123-4567")).toBe("+39 (045) 123-4567");
    expect(csvField("-12,5")).toBe("-12,5");
    expect(csvField(null)).toBe("");
    expect(csvField(true)).toBe("Sì");
    expect(toCsv([{ header: "Nome", value: (row: { n: string }) => row.n }], [{ n: "è" }])).toBe(
      "\uFEFFNome\r\nè\r\n",
    );
  });
});

describe("paged admin lists over generated rows", () => {
  test("seeds idempotently, then pages, sorts, searches, filters and exports", async ({
    db,
    adminApi,
  }) => {
    const started = Date.now();
    const added = await seedBulk(db, { wanted: ROWS, passwordHash: "x".repeat(20) });
    expect(added).toEqual({ contacts: ROWS, customers: ROWS, posts: ROWS, tickets: ROWS });
    expect(await seedBulk(db, { wanted: ROWS, passwordHash: "x" })).toEqual({
      contacts: 0,
      customers: 0,
      posts: 0,
      tickets: 0,
    });

    // Contacts: newest first by default, 25 a page, the total of every message.
    type Contact = { id: number; name: string; email: string; isRead: boolean; createdAt: string };
    const first = await pageOf<Contact>(await adminApi.call("GET", "/admin/contacts"));
    expect(first).toMatchObject({ total: ROWS, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.email).toBe(`contatto00000@${BULK_DOMAIN}`);
    const last = await pageOf<Contact>(await adminApi.call("GET", "/admin/contacts?page=120"));
    expect(last.items).toHaveLength(25);
    expect(last.items.at(-1)!.email).toBe(`contatto02999@${BULK_DOMAIN}`);
    expect((await pageOf(await adminApi.call("GET", "/admin/contacts?page=121"))).items).toEqual(
      [],
    );

    const byName = await pageOf<Contact>(
      await adminApi.call("GET", "/admin/contacts?sort=name&dir=desc&page=2"),
    );
    const names = byName.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

    // Search: any case, on e-mail too; % and _ are plain characters.
    const one = await pageOf<Contact>(
      await adminApi.call("GET", `/admin/contacts?q=CONTATTO00042%40`),
    );
    expect(one.items.map((c) => c.email)).toEqual([`contatto00042@${BULK_DOMAIN}`]);
    // Every word, in any field and order.
    const words = await pageOf<Contact>(
      await adminApi.call("GET", `/admin/contacts?q=${encodeURIComponent("00042 contatto")}`),
    );
    expect(words.items.map((c) => c.email)).toEqual([`contatto00042@${BULK_DOMAIN}`]);
    for (const wild of ["%25", "_"])
      expect((await pageOf(await adminApi.call("GET", `/admin/contacts?q=${wild}`))).total).toBe(0);

    // Filters with their URL names: every fourth message is unread, every fifth has a budget.
    expect((await pageOf(await adminApi.call("GET", "/admin/contacts?read=unread"))).total).toBe(
      ROWS / 4,
    );
    expect((await pageOf(await adminApi.call("GET", "/admin/contacts?category=quote"))).total).toBe(
      ROWS / 5,
    );
    expect(await (await adminApi.call("GET", "/admin/contacts/counts")).json()).toMatchObject({
      total: ROWS,
      unread: ROWS / 4,
      quote: ROWS / 5,
    });

    // Bad parameters: 400 with an Italian message, never a 500.
    for (const query of ["sort=password", "dir=up", "page=0", "page=abc", "read=forse"]) {
      const res = await adminApi.call("GET", `/admin/contacts?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/non valid/);
    }

    // Customers: status filter and sort on the last login (never signed in: last).
    type Customer = { email: string; isActive: boolean; lastName: string };
    expect(
      (await pageOf(await adminApi.call("GET", "/admin/customers?status=inactive"))).total,
    ).toBe(ROWS / 10);
    const sorted = await pageOf<Customer>(
      await adminApi.call("GET", "/admin/customers?sort=name&q=00123"),
    );
    expect(sorted.items.map((c) => c.email)).toEqual([`cliente00123@${BULK_DOMAIN}`]);

    // CSV of the same query: BOM, ';', one line per customer.
    const csv = await adminApi.call("GET", "/admin/customers/export.csv?status=inactive");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="clienti-/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith("\uFEFFCognome;Nome;Email;")).toBe(true);
    expect(text.trimEnd().split("\r\n")).toHaveLength(ROWS / 10 + 1);

    // Blog (drafts too) and tickets, with their own filters.
    expect((await pageOf(await adminApi.call("GET", "/admin/blog?q=bulk"))).total).toBe(0);
    expect((await pageOf(await adminApi.call("GET", "/admin/blog?q=prova"))).total).toBe(ROWS);
    const tickets = await pageOf<{ status: string }>(
      await adminApi.call("GET", "/admin/tickets?status=closed&sort=priority&dir=desc"),
    );
    expect(tickets.total).toBe(ROWS / 3);
    expect(new Set(tickets.items.map((t) => t.status))).toEqual(new Set(["closed"]));
    const awaiting = await pageOf(await adminApi.call("GET", "/admin/tickets?awaiting=1"));
    expect(awaiting.total).toBe((ROWS * 2) / 3);

    const attention = (await (await adminApi.call("GET", "/admin/dashboard/attention")).json()) as {
      contacts: number;
      tickets: number;
    };
    expect(attention).toMatchObject({ contacts: ROWS / 4, tickets: (ROWS * 2) / 3 });

    // Seeding and all of the above in reasonable time on PGlite.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
