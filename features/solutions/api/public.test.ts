import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { solutions } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { getSolutionBySlug, listSolutions } from "../solutions.server";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";

let handle: DatabaseHandle;

const platform = (slug: string, name: string, sortOrder: number, published: boolean) => ({
  slug,
  name,
  sortOrder,
  published,
  shortDescription: `Descrizione breve di ${name}`,
  longDescription: `Descrizione completa di ${name}.\n\nSecondo paragrafo.`,
  features: ["Prima", "Seconda"],
  technologies: ["TypeScript"],
  useCases: [{ title: "Negozi", description: "Vendite online" }],
});

beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db
    .insert(solutions)
    .values([
      platform("zeta", "Zeta", 10, true),
      platform("alfa", "Alfa", 20, true),
      platform("beta", "Beta", 10, true),
      platform("bozza", "Bozza", 0, false),
    ]);
});
afterAll(() => handle.close());

describe("GET /api/solutions", () => {
  it("lists only published platforms, by sortOrder then name", async () => {
    const res = await createTestApi(handle.db).request("/solutions");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await res.json()) as { slug: string; published: boolean }[];
    expect(body.map((p) => p.slug)).toEqual(["beta", "zeta", "alfa"]);
    expect(body.every((p) => p.published)).toBe(true);
  });
});

describe("GET /api/solutions/:slug", () => {
  it("gives a published platform with all its fields", async () => {
    const res = await createTestApi(handle.db).request("/solutions/alfa");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      slug: "alfa",
      name: "Alfa",
      gradientColor: "blue",
      category: "software",
      features: ["Prima", "Seconda"],
      useCases: [{ title: "Negozi", description: "Vendite online" }],
      galleryImages: [],
    });
  });

  it.each(["bozza", "non-esiste", "ALFA", "a%20b", "x".repeat(300)])(
    "answers 404 'Piattaforma non trovata' for %s",
    async (slug) => {
      const res = await createTestApi(handle.db).request(`/solutions/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Piattaforma non trovata" });
    },
  );
});

describe("solutions domain (admin option)", () => {
  it("includes drafts only when asked", async () => {
    const all = await listSolutions(handle.db, { includeDrafts: true });
    expect(all.map((p) => p.slug)).toEqual(["bozza", "beta", "zeta", "alfa"]);
    expect(await getSolutionBySlug(handle.db, "bozza")).toBeNull();
    expect((await getSolutionBySlug(handle.db, "bozza", { includeDrafts: true }))?.name).toBe(
      "Bozza",
    );
  });
});

describe("GET /api/solutions for an administrator", () => {
  it("also shows drafts, by list and by slug", async () => {
    await addAdmin(handle.db, { username: "catalogo", password: "Password-Admin-1" });
    const api = createTestApi(handle.db);
    const login = await api.request(
      "/admin/login",
      postJson({ username: "catalogo", password: "Password-Admin-1" }),
    );
    const headers = { Cookie: cookieOf(login) };
    const list = (await (await api.request("/solutions", { headers })).json()) as {
      slug: string;
    }[];
    expect(list.map((p) => p.slug)).toEqual(["bozza", "beta", "zeta", "alfa"]);
    expect((await api.request("/solutions/bozza", { headers })).status).toBe(200);
  });
});
