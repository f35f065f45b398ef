import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const unknownPath = "/questa-pagina-non-esiste";
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
});

test("an unknown path answers 404 with the not-found page and links onward", async ({ page }) => {
  const response = await page.goto(unknownPath);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Pagina non trovata | Scaligera Digital");
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Pagine principali" });
  const links: Array<[string, string]> = [
    ["Home", "/"],
    ["Servizi", "/servizi"],
    ["Portfolio", "/portfolio"],
    ["Contatti", "/contatti"],
  ];
  for (const [name, href] of links) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  // The public frame is there too: navigation bar and footer.
  await expect(page.getByRole("navigation", { name: "Navigazione principale" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("the 404 HTML has the home metadata, its own title and noindex", async ({ request }) => {
  const response = await request.get(unknownPath);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("<title>Pagina non trovata | Scaligera Digital</title>");
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(html).toContain('<meta property="og:locale" content="it_IT"/>');
  expect(html).toContain('<meta name="description" content="');
  expect(html).toContain('type="application/ld+json"');
  expect(html).not.toContain('rel="canonical"');
});

test("leaving the 404 page in the browser replaces its title and noindex", async ({ page }) => {
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
  await page.goto(unknownPath);
  await page
    .getByRole("navigation", { name: "Pagine principali" })
    .getByRole("link", { name: "Home", exact: true })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveTitle(/Pagina non trovata/);
  await expect(page).toHaveTitle(/ \| Scaligera Digital$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("the 404 page has no WCAG 2.1 AA violations", async ({ page }) => {
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
  await page.goto(unknownPath);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations).toEqual([]);
});
