import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

type Client = {
  name: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  featured: boolean;
};

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const caseStudyPaths = ["/portfolio/zanolini-bike", "/portfolio/timetrack-pro"];

async function featuredClients(request: APIRequestContext): Promise<Client[]> {
  const res = await request.get("/api/clients");
  expect(res.status()).toBe(200);
  return ((await res.json()) as Client[]).filter((c) => c.featured);
}

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();

test.beforeEach(async ({ context, page }) => {
  // Chromium is offline: only the site under test may be reached (new tabs included); the
  // projects' fictional .example sites answer with an empty page.
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) =>
      new URL(route.request().url()).hostname.endsWith(".example")
        ? route.fulfill({ status: 200, contentType: "text/html", body: "<title>Sito</title>" })
        : route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("the server HTML of /portfolio holds the hero, the seven projects and the clients", async ({
  request,
}) => {
  const res = await request.get("/portfolio");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>Portfolio &amp; Casi Studio<\/h1>/);
  expect(html).toContain("I Nostri Progetti");
  expect(html.match(/data-testid="portfolio-project"/g)).toHaveLength(7);
  for (const client of await featuredClients(request)) {
    expect(html).toContain(`alt="${client.name.replace("&", "&amp;")}"`);
  }
});

test("seven project rows with moodboard, lists and the two enabled case studies", async ({
  page,
}) => {
  const response = await page.goto("/portfolio");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByText("Inizia il Tuo Progetto", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Scopri le Soluzioni" })).toHaveAttribute(
    "href",
    "/servizi",
  );

  const rows = page.getByTestId("portfolio-project");
  await expect(rows).toHaveCount(7);
  for (let i = 0; i < 7; i++) {
    const row = rows.nth(i);
    await expect(row.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(row.getByRole("img").first()).toHaveAttribute("alt", /.{10}/);
    await expect(row.getByRole("heading", { name: "Moodboard" })).toBeVisible();
    expect(await row.getByTestId("moodboard-swatch").count()).toBeGreaterThanOrEqual(4);
    await expect(row.getByTestId("moodboard-swatch").first()).toContainText(/#[0-9A-F]{6}/);
    await expect(
      row.getByRole("heading", { level: 3, name: i === 0 ? "Caratteristiche" : "Obiettivi" }),
    ).toBeVisible();
    await expect(row).toContainText("2024");
  }
  await expect(rows.first()).toContainText("WEB GIS");

  const enabled = page.getByRole("link", { name: /^Leggi Caso Studio/ });
  await expect(enabled).toHaveCount(2);
  await expect(enabled.nth(0)).toHaveAttribute("href", caseStudyPaths[0]!);
  await expect(enabled.nth(1)).toHaveAttribute("href", caseStudyPaths[1]!);
  // Only the actions that lead somewhere are shown: no grey button that does nothing when tapped.
  await expect(page.getByRole("button", { name: /Leggi Caso Studio|Vedi Progetto/ })).toHaveCount(
    0,
  );
  await expect(page.locator("main [aria-disabled]")).toHaveCount(0);

  await enabled.nth(0).click();
  await expect(page).toHaveURL(/\/portfolio\/zanolini-bike$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zanolini Bike");
});

test("'Vedi Progetto' opens the project's site in a new tab and is shown only with one", async ({
  page,
  context,
}) => {
  await page.goto("/portfolio");
  const links = page.getByRole("link", { name: /^Vedi Progetto/ });
  // Seven projects, not all of them with a public site.
  expect(await links.count()).toBeGreaterThan(0);
  expect(await links.count()).toBeLessThan(7);
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAccessibleName(/\(si apre in una nuova scheda\)$/);
  }
  const href = await links.first().getAttribute("href");
  const [popup] = await Promise.all([context.waitForEvent("page"), links.first().click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(`${href}/`);
  expect(page.url()).toMatch(/\/portfolio$/);
  await popup.close();
});

test("white-label cards, featured clients only and the closing call to action", async ({
  page,
  request,
}) => {
  const featured = await featuredClients(request);
  const all = ((await (await request.get("/api/clients")).json()) as Client[]).length;
  expect(featured.length).toBeLessThan(all);
  await page.goto("/portfolio");

  const cards = page.getByTestId("offer-card");
  await expect(cards).toHaveCount(4);
  const slugs = ["1mail", "gxsecure", "classy", "crypto-folio"];
  for (const [i, slug] of slugs.entries()) {
    await expect(cards.nth(i).getByText("Disponibile", { exact: true })).toBeVisible();
    await expect(cards.nth(i).getByRole("link")).toHaveAttribute("href", `/piattaforme/${slug}`);
  }
  await expect(page.getByText("Richiedi Informazioni", { exact: true })).toBeVisible();

  const logos = page.getByTestId("client-logo");
  await expect(logos).toHaveCount(featured.length);
  for (const [i, client] of featured.entries()) {
    const logo = logos.nth(i);
    await expect(logo.getByRole("img")).toHaveAttribute("alt", client.name);
    const link = logo.getByRole("link");
    await expect(link).toHaveAttribute("href", client.websiteUrl!);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(page.getByText("Nessun cliente disponibile")).toHaveCount(0);
  await expect(page.getByText("Richiedi Preventivo Gratuito", { exact: true })).toBeVisible();
});

test("project and case-study images are served", async ({ page, request }) => {
  await page.goto("/portfolio");
  const sources = await page
    .locator("main img[src^='/portfolio/']")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")!));
  expect(new Set(sources).size).toBe(7);
  for (const src of [...sources, "/portfolio/zanolini-bike-configuratore.svg"]) {
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()["content-type"]).toContain("image/svg+xml");
  }
});

test("the two case studies are real pages; any other project path is the 404 page", async ({
  page,
}) => {
  for (const path of caseStudyPaths) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Caso studio .+ \| Scaligera Digital$/);
    for (const name of [
      "La sfida",
      "La soluzione",
      "I risultati",
      "Tecnologie utilizzate",
      "Galleria",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    expect(await page.getByTestId("case-result").count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId("case-result").first()).toContainText(/\d/);
    await expect(page.getByText("Richiedi Preventivo Gratuito", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Torna al portfolio" })).toHaveAttribute(
      "href",
      "/portfolio",
    );
  }
  const response = await page.goto("/portfolio/progetto-inesistente");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina non trovata");
});

test("/portfolio and the case studies have no WCAG 2.1 AA violations", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ["/portfolio", ...caseStudyPaths]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await axe(page)).violations, path).toEqual([]);
  }
});
