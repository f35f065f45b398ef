import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { eq } from "drizzle-orm";
import { blogPosts } from "#db/schema";
import { assertSafeHtml, xssPayloads } from "#features/hero/xss-payloads.fixture";
import type { BlogPostRecord } from "../blog.schema";

const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(blogPosts);
});

const valid = {
  title: "Perché la NIS2 è importante per le PMI veronesi",
  content: "<p>La direttiva <strong>NIS2</strong> riguarda anche le piccole imprese.</p>",
  excerpt: "Cosa cambia con la nuova direttiva europea",
  category: "sicurezza",
  imageUrl: null,
  published: true,
  tags: ["NIS2", "Sicurezza"],
  slug: null,
  publishedAt: "2026-03-02T09:30:00.000Z",
};

async function create(values: Record<string, unknown> = {}) {
  const res = await kit.adminApi.call("POST", "/admin/blog", { ...valid, ...values });
  expect(res.status).toBe(201);
  return (await res.json()) as BlogPostRecord;
}

const rows = () => kit.db.select().from(blogPosts).orderBy(blogPosts.id);

describe("POST /api/admin/blog", () => {
  it("creates a post with a slug from the title, tags and the given date", async () => {
    const post = await create();
    expect(post).toMatchObject({
      title: valid.title,
      slug: "perche-la-nis2-e-importante-per-le-pmi-veronesi",
      category: "sicurezza",
      tags: ["NIS2", "Sicurezza"],
      published: true,
      publishedAt: "2026-03-02T09:30:00.000Z",
      excerpt: valid.excerpt,
    });
    expect((await rows())[0]?.content).toBe(valid.content);
  });

  it("makes slugs unique with -2, -3 and uses a given slug", async () => {
    expect((await create()).slug).toBe("perche-la-nis2-e-importante-per-le-pmi-veronesi");
    expect((await create()).slug).toBe("perche-la-nis2-e-importante-per-le-pmi-veronesi-2");
    expect((await create()).slug).toBe("perche-la-nis2-e-importante-per-le-pmi-veronesi-3");
    expect((await create({ slug: "Guida NIS2!" })).slug).toBe("guida-nis2");
    expect((await create({ title: "¿¡!!" })).slug).toBe("articolo");
  });

  it("defaults: category tecnologia, draft, publication now, comma-separated tags split", async () => {
    const before = Date.now();
    const post = await create({
      category: undefined,
      published: undefined,
      publishedAt: "",
      tags: " cloud, , backup ,",
      excerpt: "  ",
    });
    expect(post).toMatchObject({
      category: "tecnologia",
      published: false,
      tags: ["cloud", "backup"],
      excerpt: null,
    });
    const at = Date.parse(post.publishedAt!);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("handles concurrent saves of the same title with distinct slugs", async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => kit.adminApi.call("POST", "/admin/blog", valid)),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const slugs = (await rows()).map((r) => r.slug).sort();
    expect(new Set(slugs).size).toBe(4);
  });

  const rules: [string, Record<string, unknown>, string][] = [
    ["an empty title", { title: "  " }, "Titolo richiesto"],
    ["no title", { title: undefined }, "Titolo richiesto"],
    ["a title over 255", { title: "T".repeat(256) }, "Titolo: massimo 255 caratteri"],
    ["empty content", { content: "<p></p>" }, "Contenuto richiesto"],
    ["content of a script only", { content: "<script>alert(1)</script>" }, "Contenuto richiesto"],
    ["an unknown category", { category: "gossip" }, "Categoria non valida"],
    ["a script image URL", { imageUrl: "javascript:alert(1)" }, "Immagine in evidenza non valida"],
    ["an unreadable date", { publishedAt: "domani mattina" }, "Data di pubblicazione non valida"],
    [
      "too many tags",
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      "Puoi indicare al massimo 20 tag",
    ],
    ["a long tag", { tags: ["x".repeat(51)] }, "Ogni tag può avere al massimo 50 caratteri"],
  ];
  it.each(rules)("refuses %s, storing nothing", async (_what, change, message) => {
    const res = await kit.adminApi.call("POST", "/admin/blog", { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(await rows()).toHaveLength(0);
  });

  it("refuses malformed JSON (400) and other content types (415)", async () => {
    expect((await kit.adminApi.call("POST", "/admin/blog", '{"title": "x",')).status).toBe(400);
    const res = await kit.api.request("/admin/blog", {
      method: "POST",
      headers: { Cookie: kit.adminApi.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "title=x",
    });
    expect(res.status).toBe(415);
  });
});

describe("GET /api/blog for the back office", () => {
  it("gives an admin drafts and scheduled posts; others only the visible ones", async () => {
    const visible = await create({ title: "Visibile" });
    const draft = await create({ title: "Bozza", published: false });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await create({ title: "Programmato", publishedAt: future });

    const all = (await (await kit.adminApi.call("GET", "/blog")).json()) as BlogPostRecord[];
    expect(all.map((p) => p.id).sort()).toEqual([visible.id, draft.id, scheduled.id].sort());
    expect(all[0]?.id).toBe(scheduled.id);

    for (const headers of [{}, { Cookie: kit.customerApi.cookie }] as Record<string, string>[]) {
      const res = await kit.api.request("/blog", { headers });
      expect(((await res.json()) as BlogPostRecord[]).map((p) => p.id)).toEqual([visible.id]);
    }
    expect((await kit.api.request(`/blog/${draft.slug}`)).status).toBe(404);
    expect((await kit.api.request(`/blog/${visible.slug}`)).status).toBe(200);
  });
});

describe("PUT /api/admin/blog/:id", () => {
  it("updates the post; its own slug stays when the title does not change", async () => {
    const post = await create();
    await create({ title: "Altro articolo" });
    const res = await kit.adminApi.call("PUT", `/admin/blog/${post.id}`, {
      ...valid,
      slug: post.slug,
      content: "<h2>Novità</h2><ul><li>uno</li></ul>",
      published: false,
      tags: "NIS2, Compliance",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: post.id,
      slug: post.slug,
      published: false,
      tags: ["NIS2", "Compliance"],
      content: "<h2>Novità</h2><ul><li>uno</li></ul>",
    });
    const renamed = await kit.adminApi.call("PUT", `/admin/blog/${post.id}`, {
      ...valid,
      title: "Altro articolo",
    });
    expect(((await renamed.json()) as BlogPostRecord).slug).toBe("altro-articolo-2");
  });

  it("leaves the post unchanged on invalid input; 404 for unknown or non-numeric ids", async () => {
    const post = await create();
    const bad = await kit.adminApi.call("PUT", `/admin/blog/${post.id}`, { ...valid, title: "" });
    expect(bad.status).toBe(400);
    expect((await rows())[0]).toMatchObject({ title: valid.title, published: true });
    for (const id of ["987654", "nope", "1e3", "0"]) {
      const res = await kit.adminApi.call("PUT", `/admin/blog/${id}`, valid);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Articolo non trovato" });
    }
    expect(await rows()).toHaveLength(1);
  });
});

describe("DELETE /api/admin/blog/:id", () => {
  it("deletes the post, then answers 404", async () => {
    const post = await create();
    expect((await kit.adminApi.call("DELETE", `/admin/blog/${post.id}`)).status).toBe(204);
    expect(await rows()).toHaveLength(0);
    expect((await kit.adminApi.call("DELETE", `/admin/blog/${post.id}`)).status).toBe(404);
    expect((await kit.adminApi.call("DELETE", "/admin/blog/abc")).status).toBe(404);
  });
});

describe("access to the admin blog routes", () => {
  it("answers 401 without a session, 403 to a customer and to a foreign Origin", async () => {
    const post = await create({ title: "Protetto" });
    const calls: [string, string, unknown][] = [
      ["POST", "/admin/blog", valid],
      ["PUT", `/admin/blog/${post.id}`, valid],
      ["DELETE", `/admin/blog/${post.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const init = (headers: Record<string, string>) => ({
        method,
        headers: { "Content-Type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect((await kit.api.request(path, init({}))).status, `${method} ${path}`).toBe(401);
      expect((await kit.api.request(path, init({ Cookie: kit.customerApi.cookie }))).status).toBe(
        403,
      );
      const foreign = await kit.api.request(
        path,
        init({ Cookie: kit.adminApi.cookie, Origin: "https://evil.example" }),
      );
      expect(foreign.status).toBe(403);
    }
    expect(await rows()).toMatchObject([{ id: post.id, title: "Protetto" }]);
  });
});

describe("XSS payloads in the content", () => {
  const blogAllowList = {
    h2: [],
    h3: [],
    h4: [],
    p: [],
    br: [],
    ul: [],
    ol: [],
    li: [],
    a: ["href"],
    strong: [],
    em: [],
    blockquote: [],
    code: [],
    pre: [],
    img: ["src", "alt", "loading", "decoding"],
  };

  it.each(xssPayloads.map((payload) => [payload]))("neutralizes %s on write", async (payload) => {
    const post = await create({ content: `<p>Testo visibile</p>${payload}` });
    const [stored] = await kit.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    assertSafeHtml(stored!.content, blogAllowList);
    assertSafeHtml(post.content, blogAllowList);
    expect(stored!.content.startsWith("<p>Testo visibile</p>")).toBe(true);
  });
});
