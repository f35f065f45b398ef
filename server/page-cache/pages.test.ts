import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createPageTestApp } from "#tests/helpers/test-app";
import { createApp } from "../app";
import { addAdmin, cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";

// Real pages through React Router's request handler, the server build loaded by Vite as
// `npm run dev` does, with the page cache on as in production: the stored HTML carries no
// nonce and its CSP lists exactly the hashes of its inline scripts.

const PASSWORD = "Password-Admin-2026";
let page: Awaited<ReturnType<typeof createPageTestApp>>;
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let admin: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: PASSWORD });
  page = await createPageTestApp(handle.db, {
    NODE_ENV: "production",
    GA_MEASUREMENT_ID: "G-TEST123456",
  });
  expect(page.env.pageCacheBytes).toBe(32 * 1024 * 1024);
  app = page.app;
  admin = cookieOf(
    await app.request("/api/admin/login", postJson({ username: "admin", password: PASSWORD })),
  );
});
afterAll(async () => {
  await handle?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

/** 'sha256-…' of every inline script the browser would run, computed here independently. */
async function hashesOf(html: string) {
  const { createHash } = await import("node:crypto");
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/ld\+json/.test(attributes!))
    .map(([, , content]) => `'sha256-${createHash("sha256").update(content!).digest("base64")}'`);
}

const scriptSrc = (res: Response) =>
  res.headers
    .get("content-security-policy")
    ?.split("; ")
    .find((directive) => directive.startsWith("script-src "));

describe("real pages from the public page cache", () => {
  it("stores the home page without a nonce, with a CSP that matches its scripts", async () => {
    const first = await get("/");
    const second = await get("/");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    const html = await second.text();
    expect(await first.text()).toBe(html);
    expect(html).not.toContain("nonce=");
    expect(html).toContain('id="ga-consent-defaults"');
    const hashes = [...new Set(await hashesOf(html))];
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    expect(scriptSrc(second)).toBe(
      `script-src 'self' ${hashes.join(" ")} 'strict-dynamic' https://www.googletagmanager.com`,
    );
    expect(second.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("gives a hit the headers of the miss that stored it, but X-Cache", async () => {
    const withoutCache = (res: Response) =>
      [...res.headers]
        .filter(([name]) => name !== "date" && name !== "x-cache")
        .sort(([x], [y]) => x.localeCompare(y));
    for (const url of ["/servizi", "/api/blog", "/contatti.data"]) {
      const headers = { "Accept-Encoding": "gzip, br" };
      const miss = await get(url, headers);
      const hit = await get(url, headers);
      expect([miss.headers.get("x-cache"), hit.headers.get("x-cache")], url).toEqual([
        "MISS",
        "HIT",
      ]);
      expect(withoutCache(hit), url).toEqual(withoutCache(miss));
      expect(hit.headers.get("content-encoding"), url).toBe("br");
      expect(hit.headers.get("x-content-type-options"), url).toBe("nosniff");
      const notModified = await get(url, { ...headers, "If-None-Match": hit.headers.get("etag")! });
      expect(notModified.status, url).toBe(304);
      expect(notModified.headers.get("x-cache"), url).toBe("HIT");
    }
  });

  it("shows a setting changed by the admin on the next page rendered, the settings kept in memory", async () => {
    // Rendered for a signed-in visitor, so never from the page cache: only the read memo of
    // db/read-memo.ts stands between the page and the database.
    const footer = async () =>
      (await (await get("/chi-siamo", { Cookie: admin })).text()).match(/\+39 045 \d{3} \d{4}/g);
    expect(await footer()).toContain("+39 045 000 1122");
    const put = await app.request("/api/admin/settings/phone_primary", {
      method: "PUT",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({ value: "+39 045 999 8877" }),
    });
    expect(put.status).toBe(200);
    const after = await footer();
    expect(after).toContain("+39 045 999 8877");
    expect(after).not.toContain("+39 045 000 1122");
  });

  it("renders a page with its own nonce for a visitor with a session cookie", async () => {
    const res = await get("/", { Cookie: admin });
    expect(res.headers.get("x-cache")).toBe("BYPASS");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc(res) ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toContain(`<script id="ga-consent-defaults" nonce="${nonce}">`);
  });

  it("stores the .data requests of client navigations, sitemap.xml and robots.txt", async () => {
    for (const url of ["/chi-siamo.data", "/sitemap.xml", "/robots.txt"]) {
      const first = await get(url);
      const second = await get(url);
      expect(first.status, url).toBe(200);
      expect([first.headers.get("x-cache"), second.headers.get("x-cache")], url).toEqual([
        "MISS",
        "HIT",
      ]);
      expect(await second.text()).toBe(await first.text());
      expect(second.headers.get("cache-control"), url).toMatch(/^public, max-age=0, s-maxage=/);
    }
  });

  it("never stores a 404 page", async () => {
    for (const state of ["MISS", "MISS"]) {
      const res = await get("/pagina-che-non-esiste");
      expect(res.status).toBe(404);
      expect(res.headers.get("x-cache")).toBe(state);
      expect(scriptSrc(res)).toContain("'nonce-");
    }
  });

  it("shows a scheduled post on /blog and in the sitemap from its publication time", async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const created = await app.request("/api/admin/blog", {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "Fibra ottica a Bussolengo",
        content: "<p>La nuova dorsale arriva in zona industriale.</p>",
        excerpt: null,
        category: "news",
        imageUrl: null,
        published: true,
        tags: [],
        slug: "fibra-ottica-bussolengo",
        publishedAt: new Date(now + 120_000).toISOString(),
      }),
    });
    expect(created.status).toBe(201);
    for (const url of ["/blog", "/sitemap.xml", "/blog.data"]) {
      expect(await (await get(url)).text(), url).not.toContain("fibra-ottica-bussolengo");
      expect((await get(url)).headers.get("x-cache"), url).toBe("HIT");
    }
    vi.setSystemTime(now + 120_000);
    for (const url of ["/blog", "/sitemap.xml", "/blog.data"]) {
      const res = await get(url);
      expect(res.headers.get("x-cache"), url).toBe("MISS");
      expect(await res.text(), url).toContain("fibra-ottica-bussolengo");
    }
    expect((await get("/blog/fibra-ottica-bussolengo")).status).toBe(200);
  });
});
