import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { blogPosts, slugHistory, solutions } from "#db/schema";
import { currentPostSlug } from "#features/blog/blog.server";
import { currentSolutionSlug } from "#features/solutions/solutions.server";
import { buildSitemap } from "#features/seo/sitemap.server";
import { createTestApp } from "#tests/helpers/test-app";

/** Renamed posts and platforms (decision 026): the admin writes keep the old slugs. */
const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(blogPosts);
  await kit.db.delete(solutions);
  await kit.db.delete(slugHistory);
});

const post = (slug: string, values: Record<string, unknown> = {}) => ({
  title: "Guida alla NIS2",
  content: "<p>Cosa cambia per le imprese.</p>",
  excerpt: null,
  category: "sicurezza",
  imageUrl: null,
  published: true,
  tags: [],
  slug,
  publishedAt: "2026-03-02T09:30:00.000Z",
  ...values,
});

const platform = (slug: string, values: Record<string, unknown> = {}) => ({
  name: "Gestionale Cantine",
  slug,
  shortDescription: "Vendemmia, magazzino e vendite in un solo gestionale.",
  longDescription: "Dalla raccolta delle uve alla fattura: il gestionale segue ogni passaggio.",
  category: "platform",
  gradientColor: "purple",
  published: true,
  ...values,
});

async function write(method: string, path: string, body: unknown) {
  const res = await kit.adminApi.call(method, path, body);
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as { id: number; slug: string };
}

describe("a renamed blog post", () => {
  it("is found from every slug it had, straight to the current one", async () => {
    const { id } = await write("POST", "/admin/blog", post("primo-nome"));
    await write("PUT", `/admin/blog/${id}`, post("secondo-nome"));
    await write("PUT", `/admin/blog/${id}`, post("terzo-nome"));
    expect(await currentPostSlug(kit.db, "primo-nome")).toBe("terzo-nome");
    expect(await currentPostSlug(kit.db, "secondo-nome")).toBe("terzo-nome");
    expect(await currentPostSlug(kit.db, "mai-esistito")).toBeNull();
    // Saving without a change of slug records nothing new.
    await write("PUT", `/admin/blog/${id}`, post("terzo-nome", { title: "Nuovo titolo" }));
    expect(await kit.db.select().from(slugHistory)).toHaveLength(2);
  });

  it("is not found once it is a draft or deleted", async () => {
    const { id } = await write("POST", "/admin/blog", post("vecchio"));
    await write("PUT", `/admin/blog/${id}`, post("nuovo", { published: false }));
    expect(await currentPostSlug(kit.db, "vecchio")).toBeNull();
    await write("PUT", `/admin/blog/${id}`, post("nuovo"));
    expect(await currentPostSlug(kit.db, "vecchio")).toBe("nuovo");
    expect((await kit.adminApi.call("DELETE", `/admin/blog/${id}`)).status).toBe(204);
    expect(await currentPostSlug(kit.db, "vecchio")).toBeNull();
    expect(await kit.db.select().from(slugHistory)).toHaveLength(0);
  });

  it("gives way to a new post that takes its old slug; taking a slug back clears it", async () => {
    const first = await write("POST", "/admin/blog", post("condiviso"));
    await write("PUT", `/admin/blog/${first.id}`, post("rinominato"));
    const second = await write("POST", "/admin/blog", post("condiviso"));
    expect(second.slug).toBe("condiviso");
    const page = await kit.api.request("/blog/condiviso");
    expect(((await page.json()) as { id: number }).id).toBe(second.id);
    // The first post takes its old slug back (as condiviso-2, the slug being in use): its
    // address "rinominato" now leads to it, "condiviso" still names the second post.
    const back = await write("PUT", `/admin/blog/${first.id}`, post("condiviso"));
    expect(back.slug).toBe("condiviso-2");
    expect(await currentPostSlug(kit.db, "rinominato")).toBe("condiviso-2");
    await write("PUT", `/admin/blog/${first.id}`, post("rinominato"));
    expect(await currentPostSlug(kit.db, "rinominato")).toBeNull();
  });

  it("leaves only the current slug in the sitemap", async () => {
    const { id } = await write("POST", "/admin/blog", post("prima"));
    await write("PUT", `/admin/blog/${id}`, post("dopo"));
    const { xml } = await buildSitemap(kit.db, "https://www.example.it");
    expect(xml).toContain("https://www.example.it/blog/dopo<");
    expect(xml).not.toContain("/blog/prima<");
  });
});

describe("a renamed platform", () => {
  it("is found from its old slugs while published, not after its deletion", async () => {
    const { id } = await write("POST", "/admin/solutions", platform("gestionale"));
    await write("PUT", `/admin/solutions/${id}`, platform("gestionale-cantine"));
    await write("PUT", `/admin/solutions/${id}`, platform("cantina-facile"));
    expect(await currentSolutionSlug(kit.db, "gestionale")).toBe("cantina-facile");
    expect(await currentSolutionSlug(kit.db, "gestionale-cantine")).toBe("cantina-facile");
    const { xml } = await buildSitemap(kit.db, "https://www.example.it");
    expect(xml).toContain("/piattaforme/cantina-facile<");
    expect(xml).not.toContain("/piattaforme/gestionale<");
    await write("PUT", `/admin/solutions/${id}`, platform("cantina-facile", { published: false }));
    expect(await currentSolutionSlug(kit.db, "gestionale")).toBeNull();
    expect((await kit.adminApi.call("DELETE", `/admin/solutions/${id}`)).status).toBe(204);
    expect(await kit.db.select().from(slugHistory)).toHaveLength(0);
  });

  it("records nothing when the rename is refused (slug taken)", async () => {
    await write("POST", "/admin/solutions", platform("occupato"));
    const { id } = await write("POST", "/admin/solutions", platform("libero"));
    const res = await kit.adminApi.call("PUT", `/admin/solutions/${id}`, platform("occupato"));
    expect(res.status).toBe(409);
    expect(await kit.db.select().from(slugHistory)).toHaveLength(0);
  });
});

describe("the JSON endpoints by slug", () => {
  it("answer an old blog slug with 301 to the same endpoint with the current slug", async () => {
    const { id } = await write("POST", "/admin/blog", post("articolo-vecchio"));
    await write("PUT", `/admin/blog/${id}`, post("articolo-intermedio"));
    await write("PUT", `/admin/blog/${id}`, post("articolo-nuovo"));
    const app = createTestApp(kit.db);
    for (const old of ["articolo-vecchio", "articolo-intermedio"]) {
      const res = await app.request(`/api/blog/${old}`);
      expect(res.status, old).toBe(301);
      expect(res.headers.get("location")).toBe("/api/blog/articolo-nuovo");
    }
    const moved = await app.request("/api/blog/articolo-nuovo");
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { id: number }).id).toBe(id);
    // A draft is not public: its old slug is no address either.
    await write("PUT", `/admin/blog/${id}`, post("articolo-nuovo", { published: false }));
    const hidden = await app.request("/api/blog/articolo-vecchio");
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ message: "Post not found" });
    expect((await app.request("/api/blog/mai-esistito")).status).toBe(404);
  });

  it("answer an old platform slug with 301, also to an administrator", async () => {
    const { id } = await write("POST", "/admin/solutions", platform("piattaforma-prima"));
    await write("PUT", `/admin/solutions/${id}`, platform("piattaforma-dopo"));
    const res = await createTestApp(kit.db).request("/api/solutions/piattaforma-prima");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/api/solutions/piattaforma-dopo");
    // The router alone (as mounted by the tests' API) names its own path.
    const admin = await kit.adminApi.request("/solutions/piattaforma-prima");
    expect(admin.status).toBe(301);
    expect(admin.headers.get("location")).toBe("/solutions/piattaforma-dopo");
    const current = await kit.api.request("/solutions/piattaforma-dopo");
    expect(current.status).toBe(200);
    expect(((await current.json()) as { id: number }).id).toBe(id);
    expect((await kit.api.request("/solutions/piattaforma-mai")).status).toBe(404);
  });

  it("keep a new item that took the old slug: no redirect then", async () => {
    const first = await write("POST", "/admin/solutions", platform("nome-conteso"));
    await write("PUT", `/admin/solutions/${first.id}`, platform("nome-lasciato"));
    const second = await write("POST", "/admin/solutions", platform("nome-conteso"));
    const res = await kit.api.request("/solutions/nome-conteso");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }).id).toBe(second.id);
  });
});
