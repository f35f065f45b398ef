import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { siteSettingDefaults } from "#features/settings/site-settings";

const SITE = "https://www.scaligeradigital.example";

/** Public pages that must be in the sitemap (PRODUCT.md point 9). */
const publicPaths = [
  "/",
  "/servizi",
  "/servizi/programmazione-software",
  "/servizi/consulenza-it",
  "/servizi/e-commerce",
  "/servizi/siti-internet",
  "/servizi/soluzioni-cloud",
  "/servizi/marketing-strategico",
  "/piattaforme",
  "/portfolio",
  "/portfolio/zanolini-bike",
  "/portfolio/timetrack-pro",
  "/chi-siamo",
  "/blog",
  "/contatti",
  "/privacy",
  "/cookie-policy",
  "/accessibilita",
  "/note-legali",
  "/analisi-sito-ai",
  "/soluzioni",
  "/team",
  "/support",
  "/area-clienti",
  "/guide",
];

type Entry = { loc: string; lastmod: string };

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
});

test("/sitemap.xml is valid XML listing the public pages, public posts and platforms", async ({
  page,
  request,
}) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(res.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const xml = await res.text();

  // Parsed by the browser's XML parser: well-formed, in the sitemaps.org namespace.
  await page.goto("/robots.txt");
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      root: root.localName,
      ns: root.namespaceURI,
      entries: Array.from(root.children).map((url) => ({
        loc: url.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagName("lastmod")[0]?.textContent ?? "",
      })),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe("urlset");
  expect(parsed.ns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const entries: Entry[] = parsed.entries;
  for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const locs = entries.map((entry) => entry.loc);
  expect(new Set(locs).size).toBe(locs.length);

  for (const path of publicPaths) expect(locs).toContain(`${SITE}${path}`);
  for (const path of ["/privacy-policy", "/webmail", "/customer/login", "/admin"]) {
    expect(locs).not.toContain(`${SITE}${path}`);
  }

  // Exactly the posts the public blog API lists: no drafts, no scheduled posts.
  const posts = (await (await request.get("/api/blog")).json()) as { slug: string }[];
  const postLocs = locs.filter((loc) => loc.startsWith(`${SITE}/blog/`));
  expect(postLocs.sort()).toEqual(
    posts.map((post) => `${SITE}/blog/${encodeURIComponent(post.slug)}`).sort(),
  );
  expect(posts.length).toBeGreaterThan(0);

  // Exactly the published platforms of the public catalogue.
  const platforms = (await (await request.get("/api/solutions")).json()) as { slug: string }[];
  const platformLocs = locs.filter((loc) => loc.startsWith(`${SITE}/piattaforme/`));
  expect(platformLocs.sort()).toEqual(
    platforms.map((platform) => `${SITE}/piattaforme/${encodeURIComponent(platform.slug)}`).sort(),
  );
  expect(platforms.length).toBeGreaterThan(0);

  // Exactly the published guides of the knowledge base (decision 065).
  const guides = (await (await request.get("/api/guides")).json()) as { slug: string }[];
  const guideLocs = locs.filter((loc) => loc.startsWith(`${SITE}/guide/`));
  expect(guideLocs.sort()).toEqual(
    guides.map((guide) => `${SITE}/guide/${encodeURIComponent(guide.slug)}`).sort(),
  );
  expect(guides.length).toBeGreaterThan(0);

  expect(locs).toHaveLength(publicPaths.length + posts.length + platforms.length + guides.length);
});

test("/robots.txt allows the site, keeps crawlers out of private areas, names the sitemap", async ({
  request,
}) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await res.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain("Disallow: /customer");
  expect(lines).toContain("Disallow: /api");
  expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

/** A GET with a forged Host header, as a client that is not a browser can send. */
function getWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { Host: host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

test("absolute links come from PUBLIC_SITE_URL, never from the request's Host", async ({
  baseURL,
}) => {
  for (const path of ["/", "/sitemap.xml", "/robots.txt", "/blog"]) {
    const body = await getWithHost(`${baseURL}${path}`, "attacker.example");
    expect(body).toContain(SITE);
    expect(body).not.toContain("attacker.example");
  }
});

test("with no site domain set, canonical, Open Graph, JSON-LD and RSS use PUBLIC_SITE_URL; the organization is the settings' company", async ({
  request,
}) => {
  const html = await (await request.get("/servizi/consulenza-it")).text();
  expect(html).toContain(`<link rel="canonical" href="${SITE}/servizi/consulenza-it"/>`);
  expect(html).toContain(`<meta property="og:url" content="${SITE}/servizi/consulenza-it"/>`);
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(block!) as { url: string; provider: Record<string, unknown> };
  expect(data.url).toBe(`${SITE}/servizi/consulenza-it`);
  // The demo data are the settings' defaults; no social profile is set, so no sameAs.
  expect(data.provider).toMatchObject({
    "@type": "Organization",
    name: siteSettingDefaults.site_name,
    legalName: siteSettingDefaults.company_name,
    url: `${SITE}/`,
    email: siteSettingDefaults.email,
    telephone: [siteSettingDefaults.phone_primary, siteSettingDefaults.phone_secondary],
    vatID: siteSettingDefaults.vat_number,
    address: { streetAddress: siteSettingDefaults.address_street, addressLocality: "Bussolengo" },
  });
  expect(data.provider).not.toHaveProperty("sameAs");

  const rss = await (await request.get("/blog/rss.xml")).text();
  expect(rss).toContain(`<link>${SITE}/blog</link>`);
  expect(rss).toContain(`<atom:link href="${SITE}/blog/rss.xml"`);
});
