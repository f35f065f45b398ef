import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { fileFixtures } from "#tests/helpers/fixtures";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";
import { assertSafeHtml, xssPayloads } from "#features/hero/xss-payloads.fixture";
import { pages } from "../pages.table";
import { getPublicPage } from "../pages.server";

const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(pages).where(eq(pages.system, false));
});

type AdminPage = { id: number; path: string; status: string; unpublishedChanges: boolean };

const header = (title: string) => ({
  id: "intro",
  type: "page-header",
  data: { eyebrow: "Servizi", title, lead: "Una frase.", buttons: [] },
});

const content = (title = "Sicurezza informatica", extra: object[] = []) => ({
  path: "/servizi/sicurezza",
  title,
  seo: { description: "Proteggiamo i dati delle imprese." },
  blocks: [header(title), ...extra],
});

async function create(body: object = content()) {
  const res = await kit.adminApi.call("POST", "/admin/pages", body);
  expect(res.status).toBe(201);
  return (await res.json()) as AdminPage;
}

const publicPage = (path: string) => kit.api.request(`/pages?path=${encodeURIComponent(path)}`);

describe("pages built from blocks", () => {
  it("keeps a new page a draft until it is published, then shows it", async () => {
    const page = await create();
    expect(page.status).toBe("draft");
    expect((await publicPage("/servizi/sicurezza")).status).toBe(404);

    const published = await kit.adminApi.call("POST", `/admin/page-publication/${page.id}`, {});
    expect(published.status).toBe(200);
    expect(((await published.json()) as AdminPage).status).toBe("published");
    const res = await publicPage("/servizi/sicurezza/");
    expect(res.status).toBe(200);
    const shown = (await res.json()) as { blocks: { type: string; data: { title: string } }[] };
    expect(shown.blocks[0]).toMatchObject({
      type: "page-header",
      data: { title: "Sicurezza informatica" },
    });
  });

  it("saves a draft without changing what visitors see, until it is published again", async () => {
    const page = await create();
    await kit.adminApi.call("POST", `/admin/page-publication/${page.id}`, {});
    const saved = await kit.adminApi.call(
      "PUT",
      `/admin/pages/${page.id}`,
      content("Cybersecurity"),
    );
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as AdminPage).unpublishedChanges).toBe(true);
    expect((await getPublicPage(kit.db, "/servizi/sicurezza"))?.title).toBe(
      "Sicurezza informatica",
    );

    await kit.adminApi.call("POST", `/admin/page-publication/${page.id}`, {});
    expect((await getPublicPage(kit.db, "/servizi/sicurezza"))?.title).toBe("Cybersecurity");
  });

  it("shows a scheduled page from its time, by the clock alone", async () => {
    const page = await create();
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const res = await kit.adminApi.call("POST", `/admin/page-publication/${page.id}`, {
      at: at.toISOString(),
    });
    expect(((await res.json()) as AdminPage).status).toBe("scheduled");
    expect(await getPublicPage(kit.db, "/servizi/sicurezza")).toBeNull();
    const later = new Date(at.getTime() + 1000);
    expect((await getPublicPage(kit.db, "/servizi/sicurezza", { now: later }))?.title).toBe(
      "Sicurezza informatica",
    );
  });

  it("withdraws a page: visitors no longer see it, the draft stays", async () => {
    const page = await create();
    await kit.adminApi.call("POST", `/admin/page-publication/${page.id}`, {});
    const res = await kit.adminApi.call("POST", `/admin/page-publication/${page.id}/withdraw`, {});
    expect(((await res.json()) as AdminPage).status).toBe("draft");
    expect((await publicPage("/servizi/sicurezza")).status).toBe(404);
  });

  it("refuses the application's paths, a path taken and a malformed one, in Italian", async () => {
    for (const path of ["/admin/pagina", "/api", "/blog/nuovo", "/piattaforme"]) {
      const res = await kit.adminApi.call("POST", "/admin/pages", { ...content(), path });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain("appartiene a un'altra parte del sito");
    }
    for (const path of ["/Servizi Nuovi", "//evil.example", "/a_b", "/a/b/c/d/e"]) {
      const res = await kit.adminApi.call("POST", "/admin/pages", { ...content(), path });
      expect(res.status).toBe(400);
    }
    await create();
    const again = await kit.adminApi.call("POST", "/admin/pages", content());
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      "Esiste già una pagina a questo indirizzo",
    );
    // Moved by a save onto the other's path: the same answer, and the page stays where it was.
    const other = await create({ ...content(), path: "/servizi/reti" });
    const moved = await kit.adminApi.call("PUT", `/admin/pages/${other.id}`, content());
    expect(moved.status).toBe(409);
    expect(await moved.json()).toMatchObject({
      message: "Esiste già una pagina a questo indirizzo",
    });
    const [kept] = await kit.db.select().from(pages).where(eq(pages.id, other.id));
    expect(kept?.path).toBe("/servizi/reti");
  });

  it("checks each block's fields and points at the one at fault", async () => {
    const res = await kit.adminApi.call("POST", "/admin/pages", {
      ...content(),
      blocks: [
        header("Titolo"),
        {
          id: "domande",
          type: "faq",
          data: { title: "FAQ", questions: [{ question: "Perché?", answer: "" }] },
        },
        { id: "ignoto", type: "carosello", data: {} },
      ],
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "blocks.1.data.questions.0.answer", message: "Risposta: campo obbligatorio" },
        { path: "blocks.2.type", message: "Tipo di blocco sconosciuto" },
      ]),
    );
  });

  it("sanitizes rich text on write and leaves out a block that no longer parses", async () => {
    const page = await create(
      content("Testo", [
        {
          id: "testo",
          type: "rich-text",
          data: { bodyHtml: "<p>Ciao</p>" + xssPayloads.join("\n") },
        },
      ]),
    );
    const [row] = await kit.db.select().from(pages).where(eq(pages.id, page.id));
    const stored = (row!.draft.blocks[1]!.data as { bodyHtml: string }).bodyHtml;
    const text = [
      "h2",
      "h3",
      "p",
      "br",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "div",
      "section",
      "span",
      "table",
      "tr",
      "td",
      "th",
      "tbody",
      "thead",
    ];
    assertSafeHtml(stored, {
      ...Object.fromEntries(text.map((tag) => [tag, []])),
      a: ["href", "rel"],
    });
    expect(stored).toContain("<p>Ciao</p>");

    // A later schema change: the stored data of the header no longer parses.
    await kit.db
      .update(pages)
      .set({
        live: {
          ...row!.draft,
          blocks: [{ id: "intro", type: "page-header", data: { title: 7 } }, row!.draft.blocks[1]!],
        },
      })
      .where(eq(pages.id, page.id));
    const skipped: unknown[] = [];
    const shown = await getPublicPage(kit.db, "/servizi/sicurezza", {
      skipped: (b) => skipped.push(b),
    });
    expect(shown?.blocks.map((b) => b.type)).toEqual(["rich-text"]);
    expect(skipped).toEqual([expect.objectContaining({ id: "intro", type: "page-header" })]);
  });

  it("saves the owner's changes beside a block a schema change left behind, kept as it was, and waits for it to publish", async () => {
    const page = await create(
      content("Sicurezza informatica", [
        { id: "testo", type: "rich-text", data: { bodyHtml: "<p>Prima</p>" } },
      ]),
    );
    // A later schema change: the header's stored data no longer parses; a type is gone.
    const broken = { id: "intro", type: "page-header", data: { title: 7, ancora: ["x"] } };
    const gone = { id: "vecchio", type: "banner-natale", data: { testo: "Auguri" } };
    const [row] = await kit.db.select().from(pages).where(eq(pages.id, page.id));
    await kit.db
      .update(pages)
      .set({ draft: { ...row!.draft, blocks: [broken, row!.draft.blocks[1]!, gone] } })
      .where(eq(pages.id, page.id));
    const body = (blocks: object[]) => ({ ...content("Sicurezza informatica"), blocks });
    const edited = {
      id: "testo",
      type: "rich-text",
      data: { bodyHtml: "<p>Dopo</p>", title: null, tone: "white" },
    };

    // Sent back untouched (keys in another order too), they stay; the text's change is saved.
    const saved = await kit.adminApi.call(
      "PUT",
      `/admin/pages/${page.id}`,
      body([{ data: { ancora: ["x"], title: 7 }, type: "page-header", id: "intro" }, edited, gone]),
    );
    expect(saved.status).toBe(200);
    const [after] = await kit.db.select().from(pages).where(eq(pages.id, page.id));
    expect(after!.draft.blocks).toEqual([broken, edited, gone]);

    // Changed, each must be valid again, and nothing is written.
    for (const [blocks, path, message] of [
      [
        [{ ...broken, data: { title: 8 } }, edited, gone],
        "blocks.0.data.title",
        expect.any(String),
      ],
      [
        [broken, edited, { ...gone, data: { testo: "Buone feste" } }],
        "blocks.2.type",
        "Tipo di blocco sconosciuto",
      ],
    ] as const) {
      const refused = await kit.adminApi.call("PUT", `/admin/pages/${page.id}`, body([...blocks]));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ issues: [{ path, message }] });
    }
    const [unchanged] = await kit.db.select().from(pages).where(eq(pages.id, page.id));
    expect(unchanged!.draft.blocks).toEqual([broken, edited, gone]);

    // A new page cannot bring such blocks in; publishing waits until they are fixed or removed.
    const created = await kit.adminApi.call("POST", "/admin/pages", {
      ...body([broken]),
      path: "/servizi/altra",
    });
    expect(created.status).toBe(400);
    const publish = await kit.adminApi.call("POST", `/admin/page-publication/${page.id}`, {});
    expect(publish.status).toBe(400);
    expect(((await publish.json()) as { message: string }).message).toMatch(
      /^Il blocco 1 «.+» ha campi da completare o correggere/,
    );
    const fixed = await kit.adminApi.call("PUT", `/admin/pages/${page.id}`, body([edited]));
    expect(fixed.status).toBe(200);
    const published = await kit.adminApi.call("POST", `/admin/page-publication/${page.id}`, {});
    expect(published.status).toBe(200);
  });

  it("lets the Redazione save drafts but not publish, withdraw or delete", async () => {
    await addAdmin(kit.db, {
      username: "redattrice",
      password: "Password-Redazione-2026",
      role: "editor",
    });
    const cookie = cookieOf(
      await kit.api.request(
        "/admin/login",
        postJson({ username: "redattrice", password: "Password-Redazione-2026" }),
      ),
    );
    const headers = { Cookie: cookie, "Content-Type": "application/json" };
    const made = await kit.api.request("/admin/pages", {
      method: "POST",
      headers,
      body: JSON.stringify(content()),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as AdminPage;
    for (const [method, path] of [
      ["POST", `/admin/page-publication/${id}`],
      ["POST", `/admin/page-publication/${id}/withdraw`],
      ["DELETE", `/admin/page-publication/${id}`],
    ] as const) {
      const res = await kit.api.request(path, {
        method,
        headers,
        body: method === "POST" ? "{}" : undefined,
      });
      expect(res.status).toBe(403);
    }
  });

  it("previews unsaved content without storing it, icons drawn", async () => {
    const res = await kit.adminApi.call("POST", "/admin/pages/preview", {
      ...content("Anteprima"),
      blocks: [
        {
          id: "schede",
          type: "card-grid",
          data: { title: "Schede", cards: [{ title: "Uno", icon: "cloud" }] },
        },
      ],
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { blocks: { data: { cards: { icon: unknown }[] } }[] };
    expect(Array.isArray(page.blocks[0]!.data.cards[0]!.icon)).toBe(true);
    expect(await kit.db.select().from(pages).where(eq(pages.system, false))).toEqual([]);
  });
});
