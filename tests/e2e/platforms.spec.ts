import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/** A platform as GET /api/solutions gives it (the seed is read, never hardcoded). */
type Platform = {
  slug: string;
  name: string;
  category: string;
  shortDescription: string;
  longDescription: string;
  heroImage: string | null;
  gradientColor: string;
  features: string[];
  technologies: string[];
  useCases: { title: string; description: string }[];
  galleryImages: string[];
  relatedServices: string[];
  metaTitle: string | null;
  metaDescription: string | null;
};

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const BRAND = "Scaligera Digital";

async function platforms(request: APIRequestContext): Promise<Platform[]> {
  const res = await request.get("/api/solutions");
  expect(res.status()).toBe(200);
  return (await res.json()) as Platform[];
}

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();

test.beforeEach(async ({ page }) => {
  // Chromium is offline: only the site under test may be reached.
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("the server HTML of /piattaforme holds the title and every published platform", async ({
  request,
}) => {
  const list = await platforms(request);
  expect(list.length).toBe(4);
  const res = await request.get("/piattaforme");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>Le nostre piattaforme software<\/h1>/);
  for (const p of list) expect(html).toContain(`href="/piattaforme/${p.slug}"`);
  expect(html).not.toContain("Nessuna piattaforma disponibile al momento");
});

test("/piattaforme lists the platforms with at most 4 features and 5 technologies, sides alternating", async ({
  page,
  request,
}) => {
  const list = await platforms(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto("/piattaforme");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  const items = page.getByTestId("platform-item");
  await expect(items).toHaveCount(list.length);
  for (const [i, p] of list.entries()) {
    const item = items.nth(i);
    await expect(item.getByRole("heading", { level: 2 })).toHaveText(p.name);
    await expect(item.getByText(p.shortDescription)).toBeVisible();
    const features = item.getByTestId("platform-feature");
    const technologies = item.getByTestId("platform-technology");
    expect(await features.count()).toBeLessThanOrEqual(4);
    expect(await technologies.count()).toBeLessThanOrEqual(5);
    await expect(features).toHaveText(p.features.slice(0, 4));
    await expect(technologies).toHaveText(p.technologies.slice(0, 5));
    await expect(item.getByRole("link", { name: `Scopri ${p.name}` })).toHaveAttribute(
      "href",
      `/piattaforme/${p.slug}`,
    );
    // Image left on even rows, right on odd rows.
    const media = await item
      .locator("img, [data-testid=platform-placeholder]")
      .first()
      .boundingBox();
    const title = await item.getByRole("heading", { level: 2 }).boundingBox();
    expect(media && title).toBeTruthy();
    expect(media!.x < title!.x).toBe(i % 2 === 0);
  }
  await items
    .first()
    .getByRole("link", { name: `Scopri ${list[0]!.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/piattaforme/${list[0]!.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(list[0]!.name);
});

test("a platform page shows its sections, its metaTitle and its gradient", async ({
  page,
  request,
}) => {
  for (const summary of await platforms(request)) {
    const res = await request.get(`/api/solutions/${summary.slug}`);
    expect(res.status()).toBe(200);
    const p = (await res.json()) as Platform;
    const response = await page.goto(`/piattaforme/${p.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(p.metaTitle?.trim() || `${p.name} | ${BRAND}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      p.metaDescription?.trim() || p.shortDescription,
    );
    const hero = page.locator("section[data-gradient]");
    await expect(hero).toHaveAttribute("data-gradient", p.gradientColor || "blue");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);
    await expect(hero.getByText(p.shortDescription)).toBeVisible();
    await expect(page.getByTestId("hero-feature")).toHaveText(p.features.slice(0, 4));
    for (const name of ["Richiedi Demo", "Contattaci", "Richiedi una demo"]) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        "/contatti",
      );
    }
    const firstParagraph = p.longDescription.split(/\n\s*\n/)[0]!.trim();
    await expect(page.getByText(firstParagraph.slice(0, 60))).toBeVisible();

    const section = (name: string) => page.getByRole("heading", { level: 2, name, exact: true });
    await expect(section("Tecnologie Utilizzate")).toHaveCount(p.technologies.length ? 1 : 0);
    await expect(section("Casi d'Uso e Settori")).toHaveCount(p.useCases.length ? 1 : 0);
    await expect(page.getByTestId("use-case")).toHaveCount(p.useCases.length);
    for (const useCase of p.useCases) {
      await expect(page.getByRole("heading", { level: 3, name: useCase.title })).toBeVisible();
    }
    await expect(section("Galleria")).toHaveCount(p.galleryImages.length ? 1 : 0);
    for (const src of p.galleryImages) {
      const image = page.locator(`img[src="${src}"]`);
      await expect(image).toHaveAttribute("alt", /\S/);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
    }
    // The related services link to their pages, in the platform's order.
    const related = page.getByRole("navigation", { name: "Servizi correlati" }).getByRole("link");
    await expect(related).toHaveCount(p.relatedServices.length);
    for (const [i, slug] of p.relatedServices.entries()) {
      await expect(related.nth(i)).toHaveAttribute("href", `/servizi/${slug}`);
    }
  }
});

test("the server HTML of a platform page already holds its content", async ({ request }) => {
  const [p] = await platforms(request);
  const res = await request.get(`/piattaforme/${p!.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`id="platform-title"`);
  expect(html).toContain("Tecnologie Utilizzate");
  expect(html).toContain('rel="canonical"');
  expect(html).not.toContain('content="noindex');
});

test("an unknown slug answers 404 with the spec's not-found state", async ({ page, request }) => {
  const api = await request.get("/api/solutions/piattaforma-inesistente");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: "Piattaforma non trovata" });

  const response = await page.goto("/piattaforme/piattaforma-inesistente");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Piattaforma non trovata");
  await expect(
    page.getByText("La piattaforma che stai cercando non esiste o non è disponibile."),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Piattaforma non trovata | ${BRAND}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await page.getByRole("link", { name: "Torna alle piattaforme" }).click();
  await expect(page).toHaveURL(/\/piattaforme$/);
  await expect(page.getByTestId("platform-item").first()).toBeVisible();
});

test("platform list, platform pages and the not-found state have no WCAG 2.1 AA violations", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const paths = [
    "/piattaforme",
    ...(await platforms(request)).map((p) => `/piattaforme/${p.slug}`),
    "/piattaforme/piattaforma-inesistente",
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await axe(page)).violations, path).toEqual([]);
  }
});
