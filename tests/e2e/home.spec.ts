import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/** The answers of the public API the home page is built from (read, never hardcoded). */
type Hero = { title: string; ctaUrl: string | null } | null;
type Partner = { id: number; name: string };
type Post = { slug: string; title: string };

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/**
 * Lets a minute of the page's time pass at once (its clock was installed before it loaded), then
 * makes one more request and waits for it: the requests the page made before, timers included,
 * have all been reported by then. No real time is waited.
 */
async function aMinuteLater(page: Page) {
  await page.clock.runFor("01:00");
  const marker = page.waitForRequest((req) => req.url().endsWith("/robots.txt?dopo-un-minuto"));
  await page.evaluate(() => fetch("/robots.txt?dopo-un-minuto").then((res) => res.text()));
  await marker;
}

const expectedCta = (hero: Hero) => {
  const url = hero?.ctaUrl?.trim();
  return url && url.startsWith("/") && !url.startsWith("//") ? url : "/portfolio";
};

test.beforeEach(async ({ page }) => {
  // Chromium is offline: only the site under test may be reached.
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  // A stored choice keeps the cookie banner out of the way.
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("the server HTML already holds the hero, the partners and the blog ticker", async ({
  request,
}) => {
  const hero = await apiJson<Hero>(request, "/api/hero-variants/active");
  const partners = await apiJson<Partner[]>(request, "/api/certified-partners");
  const posts = await apiJson<Post[]>(request, "/api/blog");

  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();

  if (hero) expect(html).toContain(hero.title);
  else expect(html).toContain("Nessun banner attivo");
  if (partners.length > 0) expect(html).toContain("Alleanze Strategiche");
  else expect(html).not.toContain("Alleanze Strategiche");
  for (const post of posts.slice(0, 6)) expect(html).toContain(`href="/blog/${post.slug}"`);
  for (const post of posts.slice(6)) expect(html).not.toContain(`href="/blog/${post.slug}"`);
  expect(html).not.toMatch(/<script>alert|onerror=/i);
});

test("hero, partners and ticker in the browser; only the hero is fetched again", async ({
  page,
  request,
}) => {
  const hero = await apiJson<Hero>(request, "/api/hero-variants/active");
  const partners = await apiJson<Partner[]>(request, "/api/certified-partners");
  const posts = await apiJson<Post[]>(request, "/api/blog");

  const apiCalls: string[] = [];
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith("/api/")) apiCalls.push(pathname);
  });
  const heroRefetch = page.waitForRequest((req) => req.url().endsWith("/api/hero-variants/active"));
  await page.clock.install();
  await page.goto("/");
  // The hero fetches again once the page has hydrated, in its mount effect.
  await heroRefetch;

  await expect(page.locator("h1")).toHaveCount(1);
  if (hero) {
    const links = page.getByTestId("hero-link");
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute("href", expectedCta(hero));
    await expect(links.nth(1)).toHaveAttribute("href", "/contatti");
  } else {
    await expect(page.getByText("Nessun banner attivo")).toBeVisible();
  }

  const cards = page.getByTestId("partner-card");
  await expect(cards).toHaveCount(Math.min(partners.length, 8));
  for (const card of await cards.all()) {
    expect(
      await card
        .getByRole("list", { name: /^Qualifiche di / })
        .getByRole("listitem")
        .count(),
    ).toBeLessThanOrEqual(2);
  }

  const tickerTitles = page.getByTestId("blog-ticker-list").getByTestId("blog-ticker-title");
  await expect(tickerTitles).toHaveCount(Math.min(posts.length, 6));
  for (const title of await tickerTitles.allTextContents()) {
    expect(title.length).toBeLessThanOrEqual(53);
  }
  // The loop's copy of the ticker is hidden from assistive technology and from the keyboard.
  for (const link of await page.locator('[aria-hidden="true"] a[href^="/blog/"]').all()) {
    await expect(link).toHaveAttribute("tabindex", "-1");
  }

  // Neither the mount nor any later timer fetches the partners or the posts again.
  await aMinuteLater(page);
  expect(apiCalls).toContain("/api/hero-variants/active");
  expect(apiCalls).not.toContain("/api/certified-partners");
  expect(apiCalls).not.toContain("/api/blog");
});

const promoDialog = (page: Page) =>
  page.getByRole("dialog", { name: /Analisi gratuita del tuo sito/ });

test("promo popup: never opens by itself, opens from its trigger, counts down about 7 days, remembers closing", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  // Mid-morning, far from the midnight that ends a day of the countdown.
  await page.clock.install({ time: new Date("2026-03-02T10:00:00+01:00") });
  const hydrated = page.waitForRequest((req) => req.url().endsWith("/api/hero-variants/active"));
  await page.goto("/");
  await hydrated;
  // Hydrated, and a minute of the page's timers later: the popup's code was never even loaded.
  await aMinuteLater(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(scripts.filter((script) => script.includes("promo-popup"))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("promo-popup-last-shown"))).toBeNull();

  await page.getByRole("button", { name: "Analisi gratuita del sito con AI" }).click();
  const dialog = promoDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveCount(4);
  await expect(
    dialog.getByText("Nessun impegno • Risultati in 60 secondi • 100% Gratuito"),
  ).toBeVisible();
  await expect(dialog.getByRole("link", { name: /Richiedi l'analisi gratuita/ })).toHaveAttribute(
    "href",
    "/analisi-sito-ai",
  );

  const countdown = dialog.getByTestId("promo-countdown");
  await expect(countdown).toHaveAttribute("aria-live", "off");
  await expect(countdown.locator('[data-unit="days"]')).toHaveText("07");
  const seconds = countdown.locator('[data-unit="seconds"]');
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? "", { timeout: 3000 });

  // The page's clock, not this process's: the stored moment is the page's.
  const before = await page.evaluate(() => Date.now());
  await dialog.getByRole("button", { name: "Chiudi" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const stored = Number(await page.evaluate(() => localStorage.getItem("promo-popup-last-shown")));
  expect(stored).toBeGreaterThanOrEqual(before);
  expect(stored).toBeLessThanOrEqual(await page.evaluate(() => Date.now()));
});

test("the home page has no WCAG 2.1 AA violations, with and without the promo open", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("h1")).toHaveCount(1);
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
  const page1 = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(page1.violations).toEqual([]);

  await page.getByRole("button", { name: "Analisi gratuita del sito con AI" }).click();
  await expect(promoDialog(page)).toBeVisible();
  const dialog = await new AxeBuilder({ page }).withTags(tags).include('[role="dialog"]').analyze();
  expect(dialog.violations).toEqual([]);
});
