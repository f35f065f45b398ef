import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { fileFixtures } from "#tests/helpers/fixtures";
import { createTestApp } from "#tests/helpers/test-app";
import { createLogger } from "#server/logger";
import { localContentChanges } from "#server/shared-state/content-changes";
import { blogPosts, solutions } from "#db/schema";
import { pages } from "../pages/pages.table";
import { currentPostSlug } from "../blog/blog.server";
import { currentSolutionSlug } from "../solutions/solutions.server";
import { notFoundHits, redirects } from "./redirects.table";
import { canonicalPath, fromPathProblem, redirectMessages, SHADOWS_PAGE } from "./redirect-values";
import { purgeNotFound, recordNotFound } from "./redirects.server";
import { createRedirectAnswers } from "./redirect-answers.server";
import { isProbe } from "./not-found-probes";

/** Redirects and the 404 log (decision 062) on a real database. */
const kit = fileFixtures();
beforeEach(async () => {
  await kit.db.delete(redirects);
  await kit.db.delete(notFoundHits);
  await kit.db.delete(blogPosts);
  await kit.db.delete(solutions);
});

type Answer = { status: number; body: { id?: number; message?: string; code?: string } };

async function send(method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await kit.adminApi.call(method, path, body);
  return { status: res.status, body: res.status === 204 ? {} : ((await res.json()) as never) };
}

const redirect = (fromPath: string, target: string, extra: Record<string, unknown> = {}) => ({
  fromPath,
  targetKind: target.startsWith("/") ? "page" : "url",
  target,
  status: "301",
  ...extra,
});

const add = async (fromPath: string, target: string, extra: Record<string, unknown> = {}) => {
  const res = await send("POST", "/admin/redirects", redirect(fromPath, target, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id!;
};

/** A published blog post's body. */
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

describe("the address of a redirect", () => {
  it("is read in one canonical form, and what is no path is refused in Italian", () => {
    expect(canonicalPath("/Chi-Siamo.html/")).toBe("/chi-siamo.html");
    expect(canonicalPath("/chi siamo")).toBe("/chi%20siamo");
    expect(canonicalPath("/caff%C3%A8")).toBe(canonicalPath("/caffè"));
    expect(fromPathProblem("chi-siamo.html")).toBeNull();
    expect(fromPathProblem("https://vecchio-sito.it/chi-siamo")).toBe(
      redirectMessages.fromFullAddress,
    );
    expect(fromPathProblem("/index.php?page=2")).toBe(redirectMessages.fromQuery);
    expect(fromPathProblem("/")).toBe(redirectMessages.fromHome);
    for (const reserved of ["/admin/x", "/api/blog", "/uploads/a.png", "/assets/x.js"]) {
      expect(fromPathProblem(reserved), reserved).toBe(redirectMessages.fromReserved);
    }
    expect(fromPathProblem("")).toBe(redirectMessages.fromRequired);
  });

  it("tells probes and bots from visitors", () => {
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0";
    expect(isProbe("/wp-login.php", browser)).toBe(true);
    expect(isProbe("/.env", browser)).toBe(true);
    expect(isProbe("/xmlrpc.php", browser)).toBe(true);
    expect(isProbe("/vecchia-pagina", "Googlebot/2.1 (+http://www.google.com/bot.html)")).toBe(
      true,
    );
    expect(isProbe("/vecchia-pagina", undefined)).toBe(true);
    expect(isProbe("/vecchia-pagina.html", browser)).toBe(false);
    expect(isProbe("/installazione-reti", browser)).toBe(false);
  });
});

describe("saving a redirect", () => {
  it("stores it by hand, with who wrote it, and takes its address off the 404 log", async () => {
    await recordNotFound(kit.db, { path: "/vecchio-listino", referrer: null, bot: false });
    const id = await add("/Vecchio-Listino/", "https://shop.example.it/listino", { status: "302" });
    const [row] = await kit.db.select().from(redirects).where(eq(redirects.id, id));
    expect(row).toMatchObject({
      fromPath: "/vecchio-listino",
      target: "https://shop.example.it/listino",
      status: "302",
      source: "manual",
      createdBy: "admin",
      hits: 0,
    });
    expect(await kit.db.select().from(notFoundHits)).toHaveLength(0);
    const list = await kit.adminApi.request("/admin/redirects?q=listino");
    expect(((await list.json()) as { total: number }).total).toBe(1);
  });

  it("refuses loops, chains, a target equal to its address and a second redirect from one address", async () => {
    await add("/a", "/contatti");
    const loop = await send("POST", "/admin/redirects", redirect("/contatti", "/a"));
    expect(loop.status).toBe(400);
    expect(loop.body.message).toContain("Si creerebbe un ciclo: /a porta già a /contatti");

    const same = await send("POST", "/admin/redirects", redirect("/contatti", "/contatti"));
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(redirectMessages.same);

    // A → B when B → C exists: a chain.
    const onward = await send("POST", "/admin/redirects", redirect("/b", "/a"));
    expect(onward.status).toBe(400);
    expect(onward.body.message).toContain("/a è a sua volta reindirizzata a /contatti");

    // B → C when A → B exists: a chain too, whatever C is.
    await add("/vecchi-servizi", "/servizi");
    const incoming = await send(
      "POST",
      "/admin/redirects",
      redirect("/servizi", "https://www.example.it/", { force: true }),
    );
    expect(incoming.status).toBe(400);
    expect(incoming.body.message).toContain(
      "già la destinazione del reindirizzamento da /vecchi-servizi",
    );

    const twice = await send("POST", "/admin/redirects", redirect("/A/", "/servizi"));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(redirectMessages.taken);

    const notAPage = await send("POST", "/admin/redirects", redirect("/d", "/pagina-inventata"));
    expect(notAPage.status).toBe(400);
    expect(notAPage.body.message).toBe(redirectMessages.page);
    expect(await kit.db.select().from(redirects)).toHaveLength(2);
  });

  it("refuses bad input in Italian, never a 500", async () => {
    for (const body of [
      redirect("https://vecchio.it/pagina", "/contatti"),
      redirect("/admin", "/contatti"),
      redirect("/x", "javascript:alert(1)", { targetKind: "url" }),
      redirect("/x", "/contatti", { status: "307" }),
      { fromPath: 3 },
    ]) {
      const res = await send("POST", "/admin/redirects", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it("asks before hiding a published page: 409 with its code, saved with force", async () => {
    const shadow = await send("POST", "/admin/redirects", redirect("/contatti", "/servizi"));
    expect(shadow.status).toBe(409);
    expect(shadow.body.code).toBe(SHADOWS_PAGE);
    expect(shadow.body.message).toContain("/contatti");
    expect(await kit.db.select().from(redirects)).toHaveLength(0);
    await add("/contatti", "/servizi", { force: true });
  });

  it("an automatic redirect edited by hand becomes the owner's", async () => {
    const { body } = await send("POST", "/admin/blog", post("prima"));
    await send("PUT", `/admin/blog/${body.id}`, post("dopo"));
    const [auto] = await kit.db.select().from(redirects);
    expect(auto).toMatchObject({ source: "automatic", entityType: "blog_post" });
    const edited = await send(
      "PUT",
      `/admin/redirects/${auto!.id}`,
      redirect("/blog/prima", "/servizi", { status: "302" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ source: "manual", entityType: null, status: "302" });
    expect((await send("DELETE", `/admin/redirects/${auto!.id}`)).status).toBe(204);
    expect((await send("DELETE", `/admin/redirects/${auto!.id}`)).status).toBe(404);
  });
});

describe("changes of address feed the redirects", () => {
  it("a renamed post: every old address leads straight to the current one", async () => {
    const { body } = await send("POST", "/admin/blog", post("primo-nome"));
    await send("PUT", `/admin/blog/${body.id}`, post("secondo-nome"));
    await send("PUT", `/admin/blog/${body.id}`, post("terzo-nome"));
    const rows = await kit.db.select().from(redirects).orderBy(redirects.fromPath);
    expect(rows.map((row) => [row.fromPath, row.target])).toEqual([
      ["/blog/primo-nome", "/blog/terzo-nome"],
      ["/blog/secondo-nome", "/blog/terzo-nome"],
    ]);
    expect(await currentPostSlug(kit.db, "primo-nome")).toBe("terzo-nome");
    // The JSON endpoint by slug answers an old slug with its current one (decision 026).
    const json = await createTestApp(kit.db).request("/api/blog/secondo-nome");
    expect(json.status).toBe(301);
    expect(json.headers.get("location")).toBe("/api/blog/terzo-nome");
    // A draft is no public item: the JSON endpoint's old slug answers 404.
    await send("PUT", `/admin/blog/${body.id}`, post("terzo-nome", { published: false }));
    expect(await currentPostSlug(kit.db, "primo-nome")).toBeNull();
    // Deleted: its old addresses go with it.
    expect((await send("DELETE", `/admin/blog/${body.id}`)).status).toBe(204);
    expect(await kit.db.select().from(redirects)).toHaveLength(0);
  });

  it("a new post that takes an old address wins; a manual redirect to the old address follows", async () => {
    const first = await send("POST", "/admin/blog", post("condiviso"));
    await add("/notizie/condiviso.html", "/blog/condiviso");
    await send("PUT", `/admin/blog/${first.body.id}`, post("rinominato"));
    const manual = await kit.db
      .select()
      .from(redirects)
      .where(eq(redirects.fromPath, "/notizie/condiviso.html"));
    expect(manual[0]?.target).toBe("/blog/rinominato");
    await send("POST", "/admin/blog", post("condiviso"));
    const left = await kit.db.select().from(redirects);
    expect(left.map((row) => row.fromPath)).toEqual(["/notizie/condiviso.html"]);
  });

  it("a renamed platform, and a refused rename records nothing", async () => {
    const { body } = await send("POST", "/admin/solutions", platform("gestionale"));
    await send("PUT", `/admin/solutions/${body.id}`, platform("cantina-facile"));
    expect(await currentSolutionSlug(kit.db, "gestionale")).toBe("cantina-facile");
    await send("POST", "/admin/solutions", platform("occupato"));
    const clash = await send("PUT", `/admin/solutions/${body.id}`, platform("occupato"));
    expect(clash.status).toBe(409);
    expect(await kit.db.select().from(redirects)).toHaveLength(1);
  });

  it("a published page that moves keeps its old address; a draft's move does not", async () => {
    const blocks = [
      {
        id: "intro",
        type: "page-header",
        data: { eyebrow: "Servizi", title: "Consulenza", lead: "Una frase.", buttons: [] },
      },
    ];
    const page = (path: string) => ({
      path,
      title: "Consulenza",
      seo: { description: "Consulenza informatica per le imprese." },
      blocks,
    });
    const created = await send("POST", "/admin/pages", page("/consulenza-bozza"));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id!;
    await send("PUT", `/admin/pages/${id}`, page("/consulenza"));
    expect(await kit.db.select().from(redirects)).toHaveLength(0);
    expect((await send("POST", `/admin/page-publication/${id}`, {})).status).toBe(200);
    await send("PUT", `/admin/pages/${id}`, page("/servizi-consulenza"));
    const [moved] = await kit.db.select().from(redirects);
    expect(moved).toMatchObject({
      fromPath: "/consulenza",
      target: "/servizi-consulenza",
      entityType: "page",
      source: "automatic",
    });
    expect((await send("DELETE", `/admin/page-publication/${id}`)).status).toBe(204);
    expect(await kit.db.select().from(redirects)).toHaveLength(0);
    await kit.db.delete(pages).where(eq(pages.id, id));
  });
});

describe("answering redirects before the pages", () => {
  it("301 and 302 with Location, the query kept, the hit counted; a change is seen at once", async () => {
    const app = createTestApp(kit.db);
    const admin = (method: string, path: string, body: unknown) =>
      app.request(`/api${path}`, {
        method,
        headers: { Cookie: kit.adminApi.cookie, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    // Read once before the redirect exists: the table in memory must be read again after it.
    expect((await app.request("/vecchio-sito/chi-siamo.html")).status).not.toBe(301);
    const created = await admin(
      "POST",
      "/admin/redirects",
      redirect("/vecchio-sito/chi-siamo.html", "/chi-siamo"),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const moved = await app.request("/Vecchio-Sito/chi-siamo.html?utm_source=x");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/chi-siamo?utm_source=x");
    expect(moved.headers.get("cache-control")).toBe("no-store");
    expect((await app.request("/vecchio-sito/chi-siamo.html", { method: "HEAD" })).status).toBe(
      301,
    );
    const hits = async () => (await kit.db.select().from(redirects).where(eq(redirects.id, id)))[0];
    await expect.poll(async () => (await hits())?.hits).toBe(2);
    expect((await hits())?.lastHitAt).toBeInstanceOf(Date);

    const temporary = await admin(
      "PUT",
      `/admin/redirects/${id}`,
      redirect("/vecchio-sito/chi-siamo.html", "https://www.example.it/", { status: "302" }),
    );
    expect(temporary.status).toBe(200);
    const now = await app.request("/vecchio-sito/chi-siamo.html?x=1");
    expect(now.status).toBe(302);
    expect(now.headers.get("location")).toBe("https://www.example.it/");
    // The API and a POST are never redirected.
    expect((await app.request("/vecchio-sito/chi-siamo.html", { method: "POST" })).status).not.toBe(
      302,
    );
  });
});

describe("the 404 log", () => {
  const answers = () => {
    const log = createRedirectAnswers({
      db: kit.db,
      logger: createLogger({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
      contentChanges: localContentChanges(),
    });
    const app = new Hono();
    app.use(log.notFoundLog);
    app.get("/esiste", (c) => c.text("ok"));
    app.all("*", (c) => c.text("Pagina non trovata", 404));
    return { app, settled: log.settled };
  };
  const browser = { "User-Agent": "Mozilla/5.0 Chrome/126.0" };

  it("counts public 404s per path, bots and probes apart, never the API or assets", async () => {
    const { app, settled } = answers();
    for (let i = 0; i < 3; i++) {
      await app.request("/Listino-2019/", {
        headers: { ...browser, Referer: "https://www.google.it/search?q=listino" },
      });
    }
    await app.request("/wp-login.php", { headers: browser });
    await app.request("/vecchio", { headers: { "User-Agent": "AhrefsBot/7.0" } });
    await app.request("/esiste", { headers: browser });
    await app.request("/api/nulla", { headers: browser });
    await app.request("/assets/nulla.js", { headers: browser });
    await app.request("/listino-2019", { method: "POST", headers: browser });
    await settled();
    const rows = await kit.db.select().from(notFoundHits).orderBy(notFoundHits.path);
    expect(rows.map((row) => [row.path, row.hits, row.bot])).toEqual([
      ["/listino-2019", 3, false],
      ["/vecchio", 1, true],
      ["/wp-login.php", 1, true],
    ]);
    expect(rows[0]?.lastReferrer).toBe("https://www.google.it/search");
    // A visitor asking for the bot's path makes it a visitor's path.
    await app.request("/vecchio", { headers: browser });
    await settled();
    const list = async (query = "") =>
      (await (await kit.adminApi.request(`/admin/redirects/not-found${query}`)).json()) as {
        items: { path: string; hits: number; bot: boolean }[];
        total: number;
      };
    expect((await list()).items.map((item) => item.path)).toEqual(["/listino-2019", "/vecchio"]);
    expect((await list("?probes=1")).total).toBe(3);
    const [first] = (await list()).items as { id?: number }[];
    expect((await send("DELETE", `/admin/redirects/not-found/${first!.id}`)).status).toBe(204);
    expect((await list()).total).toBe(1);
  });

  it("keeps the most recent paths when purged", async () => {
    const base = Date.UTC(2026, 0, 1);
    await kit.db.insert(notFoundHits).values(
      Array.from({ length: 8 }, (_, i) => ({
        path: `/perso-${i}`,
        lastAt: new Date(base + i * 60_000),
      })),
    );
    expect(await purgeNotFound(kit.db, 5)).toBe(3);
    const left = await kit.db.select({ path: notFoundHits.path }).from(notFoundHits);
    expect(left.map((row) => row.path).sort()).toEqual([
      "/perso-3",
      "/perso-4",
      "/perso-5",
      "/perso-6",
      "/perso-7",
    ]);
    expect(await purgeNotFound(kit.db, 5)).toBe(0);
  });
});
