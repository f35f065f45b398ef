import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono, type Context } from "hono";
import { afterAdminWrite } from "../http/admin-writes";
import { compression } from "../http/compression";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import type { AdminUser } from "#features/auth/auth.schema";
import { consentPageVariant } from "#features/consent/consent-cookie";
import { createSecurityHeaders } from "../http/security-headers";
import { createPageCache, PAGE_CACHE_DEFAULTS, type PageCacheSettings } from "./";
import { inlineScriptHashes } from "./inline-scripts";

// The cache between the site's own middleware (compression, security headers) and a stand-in
// for React Router that writes the request's nonce on its scripts, as app/entry.server.tsx does.
// As in server/app.ts, stored answers go out from `hits` in front of that middleware, unless a
// test builds the site without it (then the `pages` step answers them behind it).

let clock: number;
let nextPublication: Date | null;
let renders: number;
let gate: Promise<void> | null;

const MINUTE = 60_000;

function page(c: Context<AppEnv>, text: string, status: 200 | 404 | 500 = 200) {
  renders += 1;
  const nonce = c.get("nonce");
  return c.html(
    "<!DOCTYPE html><html><head>" +
      `<script id="ga-consent-defaults" nonce="${nonce}">window.dataLayer=[];</script>` +
      '<script type="application/ld+json">{"@type":"WebPage"}</script>' +
      `<link rel="modulepreload" href="/assets/entry.js" nonce="${nonce}"/></head><body>` +
      `<main>${text} ${"Contenuto della pagina. ".repeat(80)}</main>` +
      `<script nonce="${nonce}">window.__ctx = {"route":"${c.req.path}"};</script>` +
      `<script nonce="${nonce}" type="module" async="">import "/assets/entry.js";</script>` +
      "</body></html>",
    status,
  );
}

function createStubSite(overrides: Partial<PageCacheSettings> = {}, { fastHits = true } = {}) {
  const security = createSecurityHeaders({ production: true, analytics: true });
  const cache = createPageCache({
    ...PAGE_CACHE_DEFAULTS,
    maxBytes: 1024 * 1024,
    now: () => clock,
    nextPublication: async () => nextPublication,
    // As server/app.ts: a second copy of each page for browsers that made a cookie choice.
    variantOf: consentPageVariant,
    frontHeaders: fastHits
      ? (contentType, hashes) => security.headersFor(contentType, { hashes })
      : undefined,
    ...overrides,
  });
  const app = new Hono<AppEnv>();
  app.use(cache.hits);
  app.use(compression());
  app.use(security.middleware);
  app.use(afterAdminWrite(cache.clear));
  // A stand-in for requireAdmin: the header says whether the session is valid.
  app.post("/api/admin/:resource", (c) => {
    if (c.req.header("x-test-admin")) c.set("admin", { id: 1 } as unknown as AdminUser);
    return c.json({ ok: true }, c.req.header("x-test-admin") ? 200 : 401);
  });
  app.use(cache.pages);
  app.get("/slow", async (c) => {
    await gate;
    return page(c, "lenta");
  });
  app.get("/mancante", (c) => page(c, "non trovata", 404));
  app.get("/rotta", (c) => page(c, "errore", 500));
  app.get("/con-cookie", (c) => {
    c.header("Set-Cookie", "visto=1; Path=/");
    return page(c, "cookie");
  });
  app.get("/privata", (c) => {
    c.header("Cache-Control", "private");
    return page(c, "privata");
  });
  app.get("/grande/:n", (c) => c.text("x".repeat(Number(c.req.param("n")))));
  app.get("/chi-siamo.data", (c) => {
    renders += 1;
    return c.body('[{"_1":2},"loaderData"]', 200, { "Content-Type": "text/x-script" });
  });
  app.get("*", (c) => page(c, `pagina ${c.req.path} ${new URL(c.req.url).search}`));
  return { app, cache };
}

let site: ReturnType<typeof createStubSite>;
beforeEach(() => {
  clock = Date.UTC(2026, 2, 2, 9, 0, 0);
  nextPublication = null;
  renders = 0;
  gate = null;
  site = createStubSite();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  site.app.request(path, { headers: { "Accept-Encoding": "identity", ...headers } });

const scriptSrcOf = (res: Response) =>
  (res.headers.get("content-security-policy") ?? "")
    .split("; ")
    .find((directive) => directive.startsWith("script-src "));

/** Every header but Date, names in lower case, sorted. */
const headerList = (res: Response) =>
  [...res.headers].filter(([name]) => name !== "date").sort(([a], [b]) => a.localeCompare(b));

describe("public page cache", () => {
  it("answers a hit in front of the other middleware with the headers they would have given it", async () => {
    const slow = createStubSite({}, { fastHits: false });
    const requests: [string, Record<string, string>, string?][] = [
      ["/servizi", { "Accept-Encoding": "br" }],
      ["/servizi", { "Accept-Encoding": "gzip" }],
      ["/servizi", { "Accept-Encoding": "identity" }],
      ["/servizi", { "Accept-Encoding": "gzip", "If-None-Match": "*" }],
      ["/servizi", { "Accept-Encoding": "br" }, "HEAD"],
      ["/chi-siamo.data", { "Accept-Encoding": "gzip" }],
      ["/chi-siamo.data", { "Accept-Encoding": "gzip", "If-None-Match": "*" }],
    ];
    for (const stub of [site, slow]) {
      await stub.app.request("/servizi");
      await stub.app.request("/chi-siamo.data");
    }
    const before = renders;
    for (const [path, headers, method = "GET"] of requests) {
      const fast = await site.app.request(path, { method, headers });
      const other = await slow.app.request(path, { method, headers });
      expect(fast.headers.get("x-cache"), path).toBe("HIT");
      expect(fast.status, path).toBe(other.status);
      expect(headerList(fast), `${method} ${path} ${JSON.stringify(headers)}`).toEqual(
        headerList(other),
      );
      expect(Buffer.from(await fast.arrayBuffer())).toEqual(Buffer.from(await other.arrayBuffer()));
    }
    expect(renders).toBe(before);
    const html = (await site.app.request("/servizi")).headers;
    expect(html.get("content-security-policy")).toContain("'sha256-");
    expect(html.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(html.get("x-frame-options")).toBe("DENY");
  });

  it("renders a page once, then answers from memory with the same bytes", async () => {
    const first = await get("/servizi");
    const second = await get("/servizi");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(renders).toBe(1);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=30",
    );
  });

  it("never sends a nonce twice: stored pages carry none, and their CSP lists the hashes of their scripts", async () => {
    const seen = new Set<string>();
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(scriptSrcOf(res) ?? "")?.[1];
    const answers = [
      await get("/"),
      await get("/"),
      await get("/"),
      await get("/", { Cookie: "sd_admin_session=abc" }),
      await get("/", { Cookie: "sd_admin_session=abc" }),
      await get("/mancante"),
      await get("/mancante"),
    ];
    expect(answers.map((res) => res.headers.get("x-cache"))).toEqual([
      "MISS",
      "HIT",
      "HIT",
      "BYPASS",
      "BYPASS",
      "MISS",
      "MISS",
    ]);
    for (const res of answers) {
      const html = await res.text();
      const nonce = nonceOf(res);
      for (const sent of html.matchAll(/nonce="([^"]+)"/g)) expect(sent[1]).toBe(nonce);
      if (res.headers.get("x-cache") === "BYPASS" || res.status !== 200) {
        // Rendered for this request only: a fresh nonce, seen nowhere before.
        expect(nonce).toBeTruthy();
        expect(seen.has(nonce!)).toBe(false);
        seen.add(nonce!);
        continue;
      }
      expect(nonce).toBeUndefined();
      expect(html).not.toContain("nonce=");
      expect(scriptSrcOf(res)).toBe(
        `script-src 'self' ${inlineScriptHashes(html).join(" ")} 'strict-dynamic' https://www.googletagmanager.com`,
      );
      // Three inline scripts run; the JSON-LD data block needs no hash.
      expect(inlineScriptHashes(html)).toHaveLength(3);
    }
  });

  it("sends brotli, gzip or the plain bytes as Accept-Encoding asks, each with its own ETag", async () => {
    const plain = await (await get("/contatti")).text();
    const br = await get("/contatti", { "Accept-Encoding": "gzip, deflate, br" });
    const gz = await get("/contatti", { "Accept-Encoding": "gzip;q=1, br;q=0.5" });
    const none = await get("/contatti", { "Accept-Encoding": "br;q=0, gzip;q=0" });
    const any = await get("/contatti", { "Accept-Encoding": "*" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    expect(none.headers.get("content-encoding")).toBeNull();
    expect(await none.text()).toBe(plain);
    expect(any.headers.get("content-encoding")).toBe("br");
    for (const res of [br, gz, none]) {
      expect(res.headers.get("x-cache")).toBe("HIT");
      expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
      expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    }
    const tags = new Set([br, gz, none].map((res) => res.headers.get("etag")));
    expect(tags.size).toBe(3);
    expect(Number(br.headers.get("content-length"))).toBeLessThan(plain.length / 3);
  });

  it("answers 304 to If-None-Match with any of the page's tags, and 200 once the page changed", async () => {
    const first = await get("/blog", { "Accept-Encoding": "br" });
    const tag = first.headers.get("etag")!;
    const again = await get("/blog", { "Accept-Encoding": "br", "If-None-Match": tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toContain("s-maxage=60");
    const weak = await get("/blog", { "Accept-Encoding": "gzip", "If-None-Match": `W/${tag}` });
    expect(weak.status).toBe(304);
    const other = await get("/blog", { "If-None-Match": '"qualcos-altro"' });
    expect(other.status).toBe(200);

    site.cache.clear();
    const changed = await get("/blog", { "If-None-Match": tag, "Accept-Encoding": "br" });
    // Same bytes rendered again: the tag still holds.
    expect(changed.status).toBe(304);
    expect(changed.headers.get("x-cache")).toBe("MISS");
  });

  it("keys query strings by their parameters, in any order", async () => {
    const a = await (await get("/blog?categoria=sicurezza&pagina=2")).text();
    const b = await get("/blog?pagina=2&categoria=sicurezza");
    const c = await get("/blog?categoria=cloud");
    expect(b.headers.get("x-cache")).toBe("HIT");
    expect(await b.text()).toBe(a);
    expect(c.headers.get("x-cache")).toBe("MISS");
    expect(await c.text()).toContain("categoria=cloud");
    expect(renders).toBe(2);
  });

  it("bypasses requests with a session cookie, and still shares pages with visitors carrying other cookies", async () => {
    await get("/servizi");
    for (const cookie of [
      "sd_admin_session=tok",
      "_ga=GA1.1; __Host-sd_admin_session=tok",
      "sd_customer_session=tok",
      "__Host-sd_customer_session=",
    ]) {
      const res = await get("/servizi", { Cookie: cookie });
      expect(res.headers.get("x-cache")).toBe("BYPASS");
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      expect(res.headers.get("etag")).toBeNull();
    }
    expect(renders).toBe(5);
    const visitor = await get("/servizi", { Cookie: "_ga=GA1.1.123; sd_consent=1" });
    expect(visitor.headers.get("x-cache")).toBe("HIT");
  });

  it("keeps one copy for browsers without a cookie choice and one for those with it, shared by each kind", async () => {
    const first = await get("/servizi");
    expect(first.headers.get("vary")).toMatch(/Cookie/);
    expect((await get("/servizi")).headers.get("x-cache")).toBe("HIT");

    // Chose 'Accetta tutti': the copy without the banner is rendered once, then shared with a
    // visitor who chose otherwise (the page only knows that a choice exists).
    const chose = await get("/servizi", { Cookie: "cookie_consent=111" });
    expect(chose.headers.get("x-cache")).toBe("MISS");
    expect(chose.headers.get("vary")).toMatch(/Cookie/);
    const other = await get("/servizi", { Cookie: "_ga=GA1; cookie_consent=000" });
    expect(other.headers.get("x-cache")).toBe("HIT");
    expect(renders).toBe(2);

    // A broken value is no choice: the page with the banner.
    const broken = await get("/servizi", { Cookie: "cookie_consent=1x1" });
    expect(broken.headers.get("x-cache")).toBe("HIT");
    expect(await broken.text()).toBe(await first.text());
    expect(renders).toBe(2);
  });

  it("keeps one copy for every cookie when it is given no variant", async () => {
    site = createStubSite({ variantOf: undefined });
    expect((await get("/servizi")).headers.get("x-cache")).toBe("MISS");
    const chose = await get("/servizi", { Cookie: "cookie_consent=111" });
    expect(chose.headers.get("x-cache")).toBe("HIT");
    expect(site.cache.stats().keys).toEqual(["/servizi"]);
    expect(renders).toBe(1);
  });

  it("does not store error pages, answers that set cookies or private answers", async () => {
    for (const [path, status] of [
      ["/mancante", 404],
      ["/rotta", 500],
      ["/con-cookie", 200],
      ["/privata", 200],
    ] as const) {
      const first = await get(path);
      const second = await get(path);
      expect([first.status, second.status]).toEqual([status, status]);
      expect(second.headers.get("x-cache")).toBe("MISS");
      expect(second.headers.get("etag")).toBeNull();
      expect(scriptSrcOf(second)).toContain("'nonce-");
    }
    expect(renders).toBe(8);
    expect(site.cache.stats().entries).toBe(0);
  });

  it("leaves the back office and the customer area alone", async () => {
    for (const path of ["/admin", "/admin/dashboard", "/admin.data", "/customer/login"]) {
      const res = await get(path);
      expect(res.headers.get("x-cache")).toBeNull();
    }
    expect(site.cache.stats().entries).toBe(0);
  });

  it("stores the .data requests of client navigations too", async () => {
    expect((await get("/chi-siamo.data")).headers.get("x-cache")).toBe("MISS");
    const hit = await get("/chi-siamo.data");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("content-type")).toBe("text/x-script");
    expect(await hit.text()).toBe('[{"_1":2},"loaderData"]');
    expect(renders).toBe(1);
  });

  it("answers HEAD from a stored page without a body, and never stores a HEAD answer", async () => {
    const head = await site.app.request("/team", { method: "HEAD" });
    expect(head.headers.get("x-cache")).toBe("MISS");
    expect(site.cache.stats().entries).toBe(0);
    const body = await (await get("/team")).text();
    const stored = await site.app.request("/team", { method: "HEAD" });
    expect(stored.headers.get("x-cache")).toBe("HIT");
    expect(stored.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(await stored.text()).toBe("");
  });
});

describe("public page cache invalidation and lifetime", () => {
  it("empties on any admin write, not on writes without an admin session", async () => {
    await get("/");
    const anonymous = await site.app.request("/api/admin/blog", { method: "POST" });
    expect(anonymous.status).toBe(401);
    expect((await get("/")).headers.get("x-cache")).toBe("HIT");
    await site.app.request("/api/admin/blog", { method: "POST", headers: { "x-test-admin": "1" } });
    expect((await get("/")).headers.get("x-cache")).toBe("MISS");
    expect(renders).toBe(2);
  });

  it("does not store a page whose rendering began before an admin write", async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const rendering = get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 10));
    await site.app.request("/api/admin/hero", { method: "POST", headers: { "x-test-admin": "1" } });
    open();
    expect((await rendering).headers.get("x-cache")).toBe("MISS");
    expect(site.cache.stats().entries).toBe(0);
    expect((await get("/slow")).headers.get("x-cache")).toBe("MISS");
    expect((await get("/slow")).headers.get("x-cache")).toBe("HIT");
  });

  it("renders once for concurrent first visitors", async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const answers = [get("/slow"), get("/slow"), get("/slow")];
    await new Promise((resolve) => setTimeout(resolve, 10));
    open();
    const states = (await Promise.all(answers)).map((res) => res.headers.get("x-cache"));
    expect(states.sort()).toEqual(["HIT", "HIT", "MISS"]);
    expect(renders).toBe(1);
  });

  it("keeps an entry at most its maximum age", async () => {
    await get("/");
    clock += PAGE_CACHE_DEFAULTS.maxAgeMs - 1;
    const late = await get("/");
    expect(late.headers.get("x-cache")).toBe("HIT");
    expect(late.headers.get("cache-control")).toContain("s-maxage=0,");
    clock += 1;
    expect((await get("/")).headers.get("x-cache")).toBe("MISS");
  });

  it("never keeps an entry past the next scheduled publication, nor lets a CDN keep it", async () => {
    nextPublication = new Date(clock + 45_000);
    const first = await get("/blog");
    expect(first.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=45, stale-while-revalidate=0",
    );
    clock += 44_999;
    expect((await get("/blog")).headers.get("x-cache")).toBe("HIT");
    clock += 1;
    nextPublication = null;
    expect((await get("/blog")).headers.get("x-cache")).toBe("MISS");
    expect((await get("/blog")).headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=30",
    );
  });

  it("reads the next publication again after an admin write", async () => {
    let reads = 0;
    site = createStubSite({
      nextPublication: async () => {
        reads += 1;
        return nextPublication;
      },
    });
    await get("/a");
    await get("/b");
    expect(reads).toBe(1);
    nextPublication = new Date(clock + MINUTE);
    await site.app.request("/api/admin/blog", { method: "POST", headers: { "x-test-admin": "1" } });
    const res = await get("/a");
    expect(reads).toBe(2);
    expect(res.headers.get("cache-control")).toContain("s-maxage=60, stale-while-revalidate=0");
    clock += MINUTE;
    expect((await get("/a")).headers.get("x-cache")).toBe("MISS");
  });

  it("does not store a page when the next publication cannot be read", async () => {
    const errors: unknown[] = [];
    site = createStubSite({
      nextPublication: () => Promise.reject(new Error("database unavailable")),
      onError: (error) => errors.push(error),
    });
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("MISS");
    expect(scriptSrcOf(res)).toContain("'nonce-");
    expect(errors).toHaveLength(1);
    expect(site.cache.stats().entries).toBe(0);
  });
});

describe("public page cache memory bound", () => {
  it("keeps the total under its byte limit, dropping the least recently used pages", async () => {
    site = createStubSite({ maxBytes: 64 * 1024 });
    // Each entry holds about 20 KB (the plain body; its compressed copies are tiny).
    const sizes = [1, 2, 3, 4, 5].map((n) => 20_000 + n);
    for (const size of sizes) await get(`/grande/${size}`);
    expect(site.cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    const kept = site.cache.stats().keys;
    expect(kept.length).toBeLessThan(sizes.length);
    expect(kept).toContain("/grande/20005");
    expect(kept).not.toContain("/grande/20001");

    // Reading an entry makes it the most recent: the next one stored evicts another.
    const oldest = kept[0]!;
    expect((await get(oldest)).headers.get("x-cache")).toBe("HIT");
    await get("/grande/20006");
    expect(site.cache.stats().keys).toContain(oldest);
    expect(site.cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("serves but does not store an answer larger than the whole budget", async () => {
    site = createStubSite({ maxBytes: 4 * 1024 });
    const res = await get("/grande/5000");
    expect(res.headers.get("x-cache")).toBe("MISS");
    expect((await res.text()).length).toBe(5000);
    expect(site.cache.stats().entries).toBe(0);
  });
});
