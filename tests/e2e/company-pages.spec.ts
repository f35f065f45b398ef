import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { shippedServices as services } from "#tests/helpers/shipped-pages";

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

function h1Of(html: string): string {
  const all = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
  expect(all).toHaveLength(1);
  return decode(all[0]![1]!.replace(/<[^>]+>/g, "")).trim();
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => String((JSON.parse(match[1]!) as { "@type": unknown })["@type"]),
  );
}

const pages = [
  { path: "/chi-siamo", h1: "20 anni di innovazione digitale", type: "ProfilePage" },
  {
    path: "/analisi-sito-ai",
    h1: "Analisi gratuita del tuo sito con l'intelligenza artificiale",
    type: "WebPage",
  },
  { path: "/soluzioni", h1: "Soluzioni digitali per ogni settore", type: "WebPage" },
  { path: "/team", h1: "Il nostro team", type: "ProfilePage" },
  { path: "/support", h1: "Supporto tecnico", type: "WebPage" },
];

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

for (const { path, h1, type } of pages) {
  test(`${path}: 200, its h1 and structured data in the server HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(h1Of(html)).toBe(h1);
    expect(jsonLdTypes(html)).toContain(type);
  });
}

test("/chi-siamo: values, story, technology areas, support points, ordered timeline, calls to action", async ({
  page,
}) => {
  await page.goto("/chi-siamo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "20 anni di innovazione digitale",
  );
  const section = (title: string) =>
    page.getByRole("region", { name: title }).getByRole("heading", { level: 3 });
  await expect(section("Cosa ci guida ogni giorno")).toHaveText([
    "Soluzioni su misura",
    "Innovazione continua",
    "Qualità e affidabilità",
    "Team esperto",
  ]);
  await expect(page.getByRole("main")).toContainText("2005 a Bussolengo");
  await expect(page.getByTestId("feature-card").getByRole("heading")).toHaveText([
    "Sviluppo Software",
    "Web Design",
    "Soluzioni Cloud",
  ]);
  await expect(section("Supporto prima, durante e dopo il progetto")).toHaveText([
    "Consulenza personalizzata",
    "Supporto continuo post-progetto",
    "Formazione",
    "Manutenzione",
  ]);
  const timeline = page.getByTestId("timeline");
  expect(await timeline.evaluate((node) => node.tagName)).toBe("OL");
  const years = await timeline.locator(":scope > li h3 span").allTextContents();
  expect(years).toEqual(["2005", "2010", "2015", "2025"]);
  await expect(page.getByRole("main").locator('a[href="/portfolio"]').first()).toBeVisible();
  await expect(
    page.getByRole("main").locator("a, button").filter({ hasText: "Richiedi Preventivo" }).first(),
  ).toBeVisible();
});

test("/soluzioni links every service, the platform catalogue and the four platforms", async ({
  page,
}) => {
  await page.goto("/soluzioni");
  const main = page.getByRole("main");
  for (const service of services) {
    await expect(main.locator(`a[href="/servizi/${service.slug}"]`).first()).toBeVisible();
  }
  for (const href of [
    "/piattaforme",
    "/piattaforme/1mail",
    "/piattaforme/gxsecure",
    "/piattaforme/classy",
    "/piattaforme/crypto-folio",
  ]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test("/team shows people with initials avatars and how the team works", async ({ page }) => {
  await page.goto("/team");
  const members = page.getByTestId("person");
  expect(await members.count()).toBeGreaterThanOrEqual(6);
  for (const member of await members.all()) {
    const name = (await member.getByRole("heading", { level: 3 }).textContent())!.trim();
    const initials = name
      .split(/\s+/)
      .filter((_, index, words) => index === 0 || index === words.length - 1)
      .map((word) => word[0])
      .join("");
    await expect(member.locator('[aria-hidden="true"]').first()).toHaveText(initials);
  }
  await expect(page.getByRole("heading", { level: 2, name: "Come lavoriamo" })).toBeVisible();
});

test("/support: hours, ticket, webmail, the phones from the settings and the SLA table", async ({
  page,
}) => {
  await page.goto("/support");
  const main = page.getByRole("main");
  // The footer shows the phones of the site settings: the support page shows the same ones.
  const phones = await page
    .getByRole("contentinfo")
    .locator('a[href^="tel:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(phones.length).toBeGreaterThan(0);
  for (const href of phones) await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(main).toContainText("9:00");
  await expect(main).toContainText("contratto di manutenzione");
  await expect(main.locator('a[href="/area-clienti"]').first()).toBeVisible();
  await expect(main.locator('a[href="/webmail"]').first()).toBeVisible();

  const table = main.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Priorità",
    "Esempi",
    "Presa in carico",
    "Obiettivo di risoluzione",
  ]);
  await expect(table.getByRole("rowheader")).toHaveText(["Critica", "Alta", "Media", "Bassa"]);
});

for (const { path, h1 } of pages) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations).toEqual([]);
  });
}
