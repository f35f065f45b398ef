import { beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { fileFixtures } from "#tests/helpers/fixtures";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { blogPosts } from "#features/blog/blog.table";
import { pages } from "#features/pages/pages.table";
import { siteSettings } from "#features/settings/settings.table";
import { contentVersions } from "./versions.table";
import { purgeVersionsOnce } from "./version-purge.server";
import type { VersionDiffAnswer, VersionListItem } from "./version-views";

const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(contentVersions);
  await kit.db.delete(blogPosts);
  await kit.db.delete(pages).where(eq(pages.system, false));
  await kit.db.delete(siteSettings).where(eq(siteSettings.key, "versions_to_keep"));
});

const post = (title: string, content: string, extra: object = {}) => ({
  title,
  content: `<p>${content}</p>`,
  excerpt: null,
  category: "sicurezza",
  imageUrl: null,
  published: false,
  tags: ["NIS2"],
  slug: null,
  publishedAt: "2026-03-02T09:30:00.000Z",
  ...extra,
});

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function createPost(title = "Backup in tre copie", words = "Tre copie dei dati.") {
  return json<{ id: number; slug: string }>(
    await kit.adminApi.call("POST", "/admin/blog", post(title, words)),
    201,
  );
}

const versions = async (path: string) =>
  (await json<{ items: VersionListItem[] }>(await kit.adminApi.call("GET", `${path}/versions`)))
    .items;

const storedVersions = (entity: string, itemId: number) =>
  kit.db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.entity, entity), eq(contentVersions.itemId, itemId)))
    .orderBy(contentVersions.number);

/** Signs in a user of `role` and answers their requests. */
async function signedInAs(role: "editor" | "support") {
  const username = `versioni-${role}`;
  const password = "Versioni-Password-2026";
  await addAdmin(kit.db, { username, password, role, name: `Utente ${role}` });
  const cookie = cookieOf(await kit.api.request("/admin/login", postJson({ username, password })));
  return (method: string, path: string) =>
    kit.api.request(path, {
      method,
      headers: { Cookie: cookie, Origin: "http://localhost" },
    });
}

describe("versions of blog posts", () => {
  it("keeps every save with its author, newest first, and one line on what changed", async () => {
    const { id } = await createPost();
    await kit.adminApi.call(
      "PUT",
      `/admin/blog/${id}`,
      post("Backup in tre copie", "Tre copie, una fuori sede."),
    );
    // A save that changes nothing is no new version.
    await kit.adminApi.call(
      "PUT",
      `/admin/blog/${id}`,
      post("Backup in tre copie", "Tre copie, una fuori sede."),
    );
    const list = await versions(`/admin/blog/${id}`);
    expect(list.map((v) => v.number)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      createdBy: "admin",
      published: false,
      summary: "Campi modificati: Contenuto",
      current: true,
    });
    expect(list[1]).toMatchObject({ summary: "Prima versione", current: false });
    const stored = await storedVersions("blog", id);
    expect(stored[0]!.createdById).toBe(kit.adminApi.id);
    expect(stored[0]!.content).toMatchObject({ title: "Backup in tre copie", tags: ["NIS2"] });
    expect(stored[1]!.content.content).toBe("<p>Tre copie, una fuori sede.</p>");
  });

  it("compares a version with the current content word by word, rich text by its visible text", async () => {
    const { id } = await createPost("Backup", "Tre copie dei dati.");
    await kit.adminApi.call(
      "PUT",
      `/admin/blog/${id}`,
      post("Backup sicuri", "Tre <em>copie</em> dei dati, una fuori sede."),
    );
    const diff = await json<VersionDiffAnswer>(
      await kit.adminApi.call("GET", `/admin/blog/${id}/versions/1/diff`),
    );
    expect(diff.blocks).toEqual([]);
    // The slug follows the title.
    expect(diff.fields.map((f) => f.label)).toEqual(["Titolo", "Contenuto", "Slug"]);
    const content = diff.fields[1]!.parts;
    // The emphasis added to "copie" is markup only: the visible words did not change there.
    expect(content).toEqual([
      { change: "same", text: "Tre copie dei dati" },
      { change: "added", text: ", una fuori sede" },
      { change: "same", text: "." },
    ]);
    const one = await json<{ content: { title: string } }>(
      await kit.adminApi.call("GET", `/admin/blog/${id}/versions/1`),
    );
    expect(one.content.title).toBe("Backup");
  });

  it("restores a version as a new one, never changing the old rows, and keeps the publication", async () => {
    const { id, slug } = await createPost("Backup", "Prima stesura.");
    await kit.adminApi.call(
      "PUT",
      `/admin/blog/${id}`,
      post("Backup", "Seconda stesura.", { published: true, slug }),
    );
    const before = await storedVersions("blog", id);

    const restored = await json<{ number: number; item: { content: string; published: boolean } }>(
      await kit.adminApi.call("POST", `/admin/blog/${id}/versions/1/restore`),
    );
    expect(restored.number).toBe(3);
    expect(restored.item).toMatchObject({ content: "<p>Prima stesura.</p>", published: true });
    const [row] = await kit.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row).toMatchObject({ content: "<p>Prima stesura.</p>", published: true, slug });

    const after = await storedVersions("blog", id);
    expect(after.slice(0, 2)).toEqual(before);
    expect(after[2]).toMatchObject({
      number: 3,
      summary: "Ripristinata dalla versione 1",
      published: true,
      createdByName: "admin",
    });
    // Restoring what is already there is refused, and changes nothing.
    const again = await kit.adminApi.call("POST", `/admin/blog/${id}/versions/3/restore`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      "La versione 3 è uguale al contenuto attuale: non c'è nulla da ripristinare",
    );
    expect(await storedVersions("blog", id)).toHaveLength(3);
  });

  it("keeps the content found before versions existed as version 1, by nobody", async () => {
    const [old] = await kit.db
      .insert(blogPosts)
      .values({ slug: "vecchio", title: "Vecchio articolo", content: "<p>Testo di prima.</p>" })
      .returning();
    await kit.adminApi.call(
      "PUT",
      `/admin/blog/${old!.id}`,
      post("Vecchio articolo", "Testo nuovo.", { slug: "vecchio" }),
    );
    const list = await versions(`/admin/blog/${old!.id}`);
    expect(list.map((v) => [v.number, v.createdBy])).toEqual([
      [2, "admin"],
      [1, null],
    ]);
    expect(list[1]!.summary).toBe("Contenuto com'era prima che le versioni fossero conservate");
  });

  it("answers 404 for an unknown item or version, and for a number that is not one", async () => {
    const { id } = await createPost();
    for (const [path, message] of [
      [`/admin/blog/999999/versions`, "Articolo non trovato"],
      [`/admin/blog/${id}/versions/7`, "Versione non trovata"],
      [`/admin/blog/${id}/versions/uno/diff`, "Versione non trovata"],
    ] as const) {
      const res = await kit.adminApi.call("GET", path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message });
    }
    expect((await kit.adminApi.call("POST", `/admin/blog/${id}/versions/7/restore`)).status).toBe(
      404,
    );
  });
});

describe("who may see and restore versions", () => {
  it("is whoever may edit the item: the Redazione for posts and pages, not the Assistenza", async () => {
    const { id } = await createPost("Backup", "Prima.");
    await kit.adminApi.call("PUT", `/admin/blog/${id}`, post("Backup", "Dopo."));
    const editor = await signedInAs("editor");
    const support = await signedInAs("support");
    expect((await editor("GET", `/admin/blog/${id}/versions`)).status).toBe(200);
    expect((await editor("POST", `/admin/blog/${id}/versions/1/restore`)).status).toBe(200);
    expect((await support("GET", `/admin/blog/${id}/versions`)).status).toBe(403);
    expect((await support("POST", `/admin/blog/${id}/versions/1/restore`)).status).toBe(403);
    const restored = await storedVersions("blog", id);
    expect(restored.at(-1)).toMatchObject({ createdByName: "Utente editor" });
    await kit.expectGuarded([
      { method: "GET", path: `/admin/blog/${id}/versions` },
      { method: "POST", path: `/admin/blog/${id}/versions/1/restore` },
    ]);
  });
});

const header = (id: string, title: string) => ({
  id,
  type: "page-header",
  data: { eyebrow: "Servizi", title, lead: "Una frase.", buttons: [] },
});
const faq = (id: string, question: string) => ({
  id,
  type: "faq",
  data: { title: "Domande", questions: [{ question, answer: "Una risposta." }] },
});
const page = (blocks: object[], title = "Sicurezza") => ({
  path: "/servizi/sicurezza-versioni",
  title,
  seo: { description: "Proteggiamo i dati." },
  blocks,
});

describe("versions of pages", () => {
  it("compares block by block: added, removed, moved and changed", async () => {
    const created = await json<{ id: number }>(
      await kit.adminApi.call(
        "POST",
        "/admin/pages",
        page([header("a", "Sicurezza"), faq("b", "Serve il backup?"), faq("c", "Quanto costa?")]),
      ),
      201,
    );
    const id = created.id;
    const saved = await kit.adminApi.call(
      "PUT",
      `/admin/pages/${id}`,
      page(
        [faq("c", "Quanto costa?"), header("a", "Sicurezza informatica"), faq("d", "Chi siete?")],
        "Sicurezza informatica",
      ),
    );
    expect(saved.status).toBe(200);
    const diff = await json<VersionDiffAnswer>(
      await kit.adminApi.call("GET", `/admin/pages/${id}/versions/1/diff`),
    );
    expect(diff.fields.map((f) => f.label)).toEqual(["Titolo"]);
    // Of a and c, which swapped places, c kept its place among the blocks both hold.
    expect(diff.blocks.map((b) => [b.id, b.change, b.from, b.to, b.moved])).toEqual([
      ["a", "changed", 1, 2, true],
      ["d", "added", null, 3, false],
      ["b", "removed", 2, null, false],
    ]);
    expect(diff.blocks[0]!.label).toBe("Intestazione della pagina");
    expect(diff.blocks[0]!.fields.map((f) => f.field)).toEqual(["title"]);
    expect(diff.blocks[0]!.fields[0]!.parts.filter((p) => p.change === "added")[0]!.text).toContain(
      "informatica",
    );
    expect(diff.blocks[1]!.fields.map((f) => f.label)).toContain("Domande 1: Domanda");
    const [latest] = await versions(`/admin/pages/${id}`);
    expect(latest!.summary).toBe(
      "Campi modificati: Titolo; Blocchi: 1 aggiunto, 1 tolto, 1 modificato",
    );
  });

  it("marks the published draft, and a restore changes the draft, never what visitors see", async () => {
    const { id } = await json<{ id: number }>(
      await kit.adminApi.call("POST", "/admin/pages", page([header("a", "Prima")], "Prima")),
      201,
    );
    expect((await kit.adminApi.call("POST", `/admin/page-publication/${id}`, {})).status).toBe(200);
    await kit.adminApi.call("PUT", `/admin/pages/${id}`, page([header("a", "Seconda")], "Seconda"));
    expect((await versions(`/admin/pages/${id}`)).map((v) => [v.number, v.published])).toEqual([
      [2, false],
      [1, true],
    ]);
    const restored = await json<{
      number: number;
      item: { draft: { title: string }; unpublishedChanges: boolean };
    }>(
      await kit.adminApi.call("POST", `/admin/pages/${id}/versions/2/restore`).then(async (res) => {
        expect(res.status).toBe(409);
        return kit.adminApi.call("POST", `/admin/pages/${id}/versions/1/restore`);
      }),
    );
    expect(restored.number).toBe(3);
    expect(restored.item.draft.title).toBe("Prima");
    const [row] = await kit.db.select().from(pages).where(eq(pages.id, id));
    expect(row!.draft.title).toBe("Prima");
    expect(row!.live!.title).toBe("Prima");
    // The restored draft is the published content again: the version says so.
    expect((await versions(`/admin/pages/${id}`))[0]).toMatchObject({ number: 3, published: true });
  });
});

describe("the retention", () => {
  it("keeps the last N versions of each item and every published one; the setting goes from 10 to 500", async () => {
    const { id } = await createPost("Backup", "Versione 1.");
    for (let n = 2; n <= 14; n++) {
      await kit.adminApi.call(
        "PUT",
        `/admin/blog/${id}`,
        post("Backup", `Versione ${n}.`, { published: n === 3 }),
      );
    }
    const other = await createPost("Altro", "Unica.");
    expect(await storedVersions("blog", id)).toHaveLength(14);

    const refused = await kit.adminApi.call("PUT", "/admin/settings/versions_to_keep", {
      value: "5",
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: "Scrivi un numero intero da 10 a 500" });
    const set = await kit.adminApi.call("PUT", "/admin/settings/versions_to_keep", { value: "10" });
    expect(set.status).toBe(200);

    expect(await purgeVersionsOnce(kit.db)).toBe(3);
    const kept = (await storedVersions("blog", id)).map((v) => v.number);
    // 14..5 are the last ten; 3 was published (and 4, saved unpublished after it, goes).
    expect(kept).toEqual([3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(await storedVersions("blog", other.id)).toHaveLength(1);

    // The versions of a deleted item go with the next purge.
    expect((await kit.adminApi.call("DELETE", `/admin/blog/${other.id}`)).status).toBe(204);
    expect(await purgeVersionsOnce(kit.db)).toBe(1);
    expect(await purgeVersionsOnce(kit.db)).toBe(0);
  });
});
