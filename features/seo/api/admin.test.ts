import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { blogPosts, solutions } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { buildSitemap } from "../sitemap.server";
import {
  addAdmin,
  addCustomer,
  cookieOf,
  postJson,
} from "#features/auth/api/admin-session-fixtures";

const PASSWORD = "Password-Admin-2026";
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: PASSWORD });
  await addCustomer(handle.db, { email: "mario.rossi@example.com", password: "Cliente2026!" });
});
afterAll(() => handle.close());

const login = async (api: ReturnType<typeof createTestApi>) =>
  cookieOf(await api.request("/admin/login", postJson({ username: "admin", password: PASSWORD })));

const generate = (api: ReturnType<typeof createTestApi>, headers: Record<string, string> = {}) =>
  api.request("/admin/generate-sitemap", { method: "POST", headers });

describe("POST /api/admin/generate-sitemap", () => {
  it("answers { pages } equal to buildSitemap's count, and counts new public content", async () => {
    const api = createTestApi(handle.db, {
      PUBLIC_SITE_URL: "https://www.scaligeradigital.example",
    });
    const cookie = await login(api);
    const res = await generate(api, { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { pages: number };
    const expected = await buildSitemap(handle.db, "https://www.scaligeradigital.example");
    expect(body).toEqual({ pages: expected.pages });
    expect(body.pages).toBeGreaterThan(10);

    await handle.db.insert(blogPosts).values([
      {
        slug: "backup-3-2-1",
        title: "La regola del backup 3-2-1",
        content: "<p>Tre copie, due supporti, una fuori sede.</p>",
        published: true,
        publishedAt: new Date(Date.now() - 3600_000),
      },
      { slug: "bozza-nis2", title: "Bozza NIS2", content: "<p>In lavorazione</p>" },
    ]);
    await handle.db.insert(solutions).values({
      name: "Gestionale Cantine",
      slug: "gestionale-cantine",
      shortDescription: "Il gestionale per le cantine della Valpolicella.",
      longDescription: "Vendemmia, cantina, magazzino e vendite in un unico strumento.",
      published: true,
    });
    const after = (await (await generate(api, { Cookie: cookie })).json()) as { pages: number };
    expect(after.pages).toBe(body.pages + 2);
    expect(after.pages).toBe(
      (await buildSitemap(handle.db, "https://www.scaligeradigital.example")).pages,
    );
  });

  it("works without PUBLIC_SITE_URL (site_domain fallback)", async () => {
    const api = createTestApi(handle.db);
    const res = await generate(api, { Cookie: await login(api) });
    expect(res.status).toBe(200);
    const { pages } = (await res.json()) as { pages: number };
    expect(pages).toBe((await buildSitemap(handle.db, "https://scaligeradigital.example")).pages);
  });

  it("answers 401 without a session, 403 to a customer and to a foreign Origin", async () => {
    const api = createTestApi(handle.db);
    expect((await generate(api)).status).toBe(401);
    const customer = cookieOf(
      await api.request(
        "/customer/login",
        postJson({ email: "mario.rossi@example.com", password: "Cliente2026!" }),
      ),
    );
    expect((await generate(api, { Cookie: customer })).status).toBe(403);
    const foreign = await generate(api, {
      Cookie: await login(api),
      Origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    // GET changes nothing and is not an action.
    expect(
      (await api.request("/admin/generate-sitemap", { headers: { Cookie: await login(api) } }))
        .status,
    ).toBe(404);
  });
});
