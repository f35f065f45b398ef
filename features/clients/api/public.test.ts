import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { clients } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { listClients } from "../clients.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("GET /api/clients", () => {
  it("answers an empty list when there are no clients", async () => {
    const res = await createTestApi(handle.db).request("/clients");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it("lists every client, featured or not, by sortOrder then name", async () => {
    await handle.db.insert(clients).values([
      { name: "Cantina Rossi", sortOrder: 20, featured: true, websiteUrl: "https://a.example" },
      { name: "Zeta Impianti", sortOrder: 10, featured: false },
      { name: "Agriturismo Bianchi", sortOrder: 20, featured: false, logoUrl: "/logo.webp" },
      { name: "Officine Verdi", sortOrder: 5, featured: true },
    ]);
    const res = await createTestApi(handle.db).request("/clients");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { name: string; featured: boolean }[];
    expect(body.map((c) => c.name)).toEqual([
      "Officine Verdi",
      "Zeta Impianti",
      "Agriturismo Bianchi",
      "Cantina Rossi",
    ]);
    expect(body[3]).toMatchObject({ featured: true, websiteUrl: "https://a.example" });
  });

  it("gives the portfolio only the featured clients, in the same order", async () => {
    const featured = await listClients(handle.db, { featuredOnly: true });
    expect(featured.map((c) => c.name)).toEqual(["Officine Verdi", "Cantina Rossi"]);
  });
});
