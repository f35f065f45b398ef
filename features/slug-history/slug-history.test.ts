import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { blogPosts, slugHistory, solutions } from "#db/schema";
import { currentPostSlug } from "#features/blog/blog.server";
import { currentSolutionSlug } from "#features/solutions/solutions.server";
import { buildSitemap } from "#features/seo/sitemap.server";

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
