import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

/**
 * Page weight of a first visit (decision 012), on the production build: every public page in a
 * new browser context (empty cache, no saved cookie choice), measured after it loaded, hydrated
 * and showed the cookie banner. Sizes are the encoded bodies the browser received. The budget is
 * in gzip bytes: the context asks for gzip only (a browser that takes brotli gets the smaller
 * .br files, decision 015), and the test checks that gzip is what came back.
 */

const JS_BUDGET_KB = 130;
const HOME_HTML_BUDGET_KB = 50;

/** Public pages, one per route of app/routes.ts that draws a page (the blog post is looked up). */
const pages = [
  "/",
  "/servizi",
  "/servizi/soluzioni-cloud",
  "/piattaforme",
  "/piattaforme/crypto-folio",
  "/portfolio",
  "/portfolio/zanolini-bike",
  "/chi-siamo",
  "/blog",
  "POST",
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
  "/webmail",
];

/**
 * Code that no public page may load before the visitor asks for something, recognised by a
 * string each one keeps after minification (chunk names change from build to build).
 */
const notAtStart = [
  { what: "zod", marker: "ZodError" },
  { what: "TanStack Query", marker: "No QueryClient set" },
  { what: "react-hook-form", marker: "shouldUnregister" },
  { what: "Tiptap", marker: "ProseMirror" },
  { what: "a Radix dialog", marker: "DialogTitle" },
  { what: "the Radix toast viewport", marker: "ToastViewport" },
];

type Visit = {
  html: string;
  scripts: { url: string; bytes: number; encoding: string | null; text: string }[];
  modulePreloads: string[];
  cspViolations: string[];
};

async function firstVisit(browser: Browser, path: string): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    // Chromium sends this header as given instead of its own (which names brotli and zstd too).
    extraHTTPHeaders: { "Accept-Encoding": "gzip" },
  });
  const page = await context.newPage();
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  const cspViolations = await watchCsp(page);
  const scripts: Visit["scripts"] = [];
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      (async () => {
        const { responseBodySize } = await request.sizes();
        const response = await request.response();
        const encoding = (await response?.headerValue("content-encoding")) ?? null;
        const text = (await response?.text()) ?? "";
        const url = new URL(request.url()).pathname;
        scripts.push({ url, bytes: responseBodySize, encoding, text });
      })(),
    );
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? "";
  // Hydrated: the banner is drawn by the browser only, from code it loads on demand.
  await expect(page.getByRole("region", { name: "Consenso ai cookie" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // A script may still finish while the others are read: wait until none is left, then stop
  // listening, so no reading starts on a closed page.
  for (let read = 0; read < pending.length;) {
    const batch = pending.slice(read);
    read = pending.length;
    await Promise.all(batch);
  }
  page.removeAllListeners("requestfinished");
  await context.close();
  const modulePreloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return { html, scripts, modulePreloads, cspViolations };
}

async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

let postPath = "";

test.beforeAll(async ({ request }) => {
  const posts = (await (await request.get("/api/blog")).json()) as { slug: string }[];
  expect(posts.length).toBeGreaterThan(0);
  postPath = `/blog/${posts[0]!.slug}`;
});

for (const listed of pages) {
  test(`${listed === "POST" ? "a blog post" : listed}: light first visit`, async ({ browser }) => {
    const path = listed === "POST" ? postPath : listed;
    const visit = await firstVisit(browser, path);

    // No CSP violation, zod's eval probe included.
    expect(visit.cspViolations).toEqual([]);

    // Nothing heavy or unopened is loaded at start.
    const loaded = visit.scripts.map((script) => script.url);
    for (const { what, marker } of notAtStart) {
      const carriers = visit.scripts.filter((script) => script.text.includes(marker));
      expect(
        carriers.map((script) => script.url),
        `${what} loaded at start`,
      ).toEqual([]);
    }
    expect(loaded.filter((url) => /\/admin-(frame|session)-/.test(url))).toEqual([]);

    // Every modulepreload is a module the page runs; the shell's is fetched at low priority,
    // after the stylesheet, font and images (decision 070).
    expect(visit.modulePreloads.length).toBeGreaterThan(0);
    expect(visit.html).toMatch(
      /<link rel="modulepreload" href="[^"]*\/shell-[\w-]+\.js" fetchpriority="low"/i,
    );
    for (const href of visit.modulePreloads) expect(loaded, `${href} preloaded`).toContain(href);

    // gzip bytes: every script came back in gzip, but for the few too small to gain from it.
    for (const script of visit.scripts) {
      expect(script.encoding ?? "none", `encoding of ${script.url}`).toMatch(/^(gzip|none)$/);
      if (script.text.length >= 1024) expect(script.encoding, script.url).toBe("gzip");
    }
    const kb = visit.scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
    test.info().annotations.push({ type: "js-kb", description: kb.toFixed(1) });
    expect(kb, `JavaScript of ${path}`).toBeLessThanOrEqual(JS_BUDGET_KB);
  });
}

const homeHtml = async (request: APIRequestContext) =>
  (await request.get("/", { headers: { "Accept-Encoding": "identity" } })).text();

test("the home page HTML names its font and styles up front and holds its data once", async ({
  request,
}) => {
  const html = await homeHtml(request);

  // One render-blocking stylesheet, and the one font file preloaded once.
  expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  const fontPreloads = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)];
  expect(fontPreloads).toHaveLength(1);
  expect(fontPreloads[0]![1]).toMatch(/inter-latin-wght-normal/);
  expect(html).not.toMatch(/<script src=/);

  // Loader data is serialized once: React Router's payload, no second JSON copy.
  expect(html).not.toContain("dehydratedState");
  expect(html.match(/window\.__reactRouterContext\.streamController\.enqueue/g)).toHaveLength(1);
});

test("the home page HTML is at most 50 KB", async ({ request }) => {
  const kb = Buffer.byteLength(await homeHtml(request)) / 1024;
  test.info().annotations.push({ type: "html-kb", description: kb.toFixed(1) });
  expect(kb).toBeLessThanOrEqual(HOME_HTML_BUDGET_KB);
});

test("the font is Latin only and served from the build", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const css = html.match(/<link rel="stylesheet" href="([^"#]+)/)?.[1];
  expect(css).toBeTruthy();
  const styles = await (await request.get(css!)).text();
  const faces = styles.match(/@font-face\s*{[^}]*}/g) ?? [];
  expect(faces).toHaveLength(1);
  expect(faces[0]).toContain("unicode-range");
  expect(faces[0]).toMatch(/inter-latin-wght-normal-[\w-]+\.woff2/);
});
