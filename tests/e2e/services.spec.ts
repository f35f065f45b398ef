import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { blockData, shippedPage, shippedServices } from "#tests/helpers/shipped-pages";

/** The six services and the approach, as the shipped pages hold them (db/seed/pages). */
const services = shippedServices;
const approachSteps = blockData<{ steps: { title: string }[] }>(
  shippedPage("/servizi"),
  "approach",
).steps;

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** The text of the only h1 of a server-rendered page. */
function h1Of(html: string): string {
  const all = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
  expect(all).toHaveLength(1);
  return decode(all[0]![1]!.replace(/<[^>]+>/g, "")).trim();
}

/** The JSON-LD blocks of a server-rendered page. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations).toEqual([]);
}

/** The quote call to action: a link today, a dialog button once the quote dialog exists. */
const quoteCta = (page: Page, name: string) =>
  page.getByRole("main").locator("a, button").filter({ hasText: name });

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("/servizi: the server HTML holds the h1, the six services, the approach and the quote call", async ({
  request,
}) => {
  const response = await request.get("/servizi");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(h1Of(html)).toBe("Servizi digitali per far crescere la tua impresa");
  for (const service of services) {
    expect(html).toContain(`href="/servizi/${service.slug}"`);
    expect(decode(html)).toContain(service.name);
  }
  for (const step of approachSteps) expect(decode(html)).toContain(step.title);
  expect(html).toContain("Richiedi Preventivo Gratuito");
});

test("/servizi in the browser: six blocks linking to their pages, four ordered steps", async ({
  page,
}) => {
  await page.goto("/servizi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Servizi digitali per far crescere la tua impresa",
  );
  const blocks = page.getByTestId("listed-page");
  await expect(blocks).toHaveCount(6);
  for (const [index, service] of services.entries()) {
    const block = blocks.nth(index);
    await expect(block.getByRole("heading", { level: 3 })).toHaveText(service.name);
    await expect(
      block.getByRole("link", { name: `Scopri il servizio ${service.name}` }),
    ).toHaveAttribute("href", `/servizi/${service.slug}`);
  }
  const steps = page.locator('section[aria-labelledby="approach-title"] ol > li');
  await expect(steps).toHaveCount(4);
  for (const [index, step] of approachSteps.entries()) {
    await expect(steps.nth(index).getByRole("heading")).toHaveText(step.title);
  }
  await expect(quoteCta(page, "Richiedi Preventivo Gratuito").first()).toBeVisible();

  await blocks.nth(3).getByRole("link").click();
  await expect(page).toHaveURL(/\/servizi\/siti-internet$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(services[3]!.title);
});

for (const service of services) {
  test(`/servizi/${service.slug}: server HTML with h1, lists, calls to action and Service JSON-LD`, async ({
    request,
  }) => {
    const response = await request.get(`/servizi/${service.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const text = decode(html);
    expect(h1Of(html)).toBe(service.title);
    for (const href of ["/servizi", "/portfolio", "/contatti", "/chi-siamo"]) {
      expect(html).toContain(`href="${href}"`);
    }
    for (const item of [...service.listItems, ...service.steps]) {
      expect(text).toContain(item);
    }
    expect(text).toContain("Richiedi Preventivo");

    const ld = jsonLdOf(html).find((block) => block["@type"] === "Service");
    expect(ld).toBeDefined();
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      name: service.name,
      serviceType: service.name,
      alternateName: service.title,
      url: `https://www.scaligeradigital.example/servizi/${service.slug}`,
      provider: { "@type": "Organization" },
    });
  });
}

test("a service page in the browser: back link, FAQ disclosure, other services", async ({
  page,
}) => {
  const cloud = services.find((service) => service.slug === "soluzioni-cloud")!;
  await page.goto("/servizi/soluzioni-cloud");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(cloud.title);
  for (const provider of ["AWS", "Azure", "Google Cloud", "Aruba"]) {
    await expect(page.getByRole("main").getByText(provider).first()).toBeVisible();
  }
  const faq = cloud.faqs[0]!;
  const answer = page.getByText(faq.answer);
  await expect(answer).toBeHidden();
  await page.getByText(faq.question).click();
  await expect(answer).toBeVisible();

  const others = page.getByRole("navigation", { name: "Altri servizi" }).getByRole("link");
  await expect(others).toHaveCount(5);

  await page.getByRole("link", { name: "Torna ai servizi" }).click();
  await expect(page).toHaveURL(/\/servizi$/);
  await expect(page.getByTestId("listed-page")).toHaveCount(6);
});

test("an unknown service answers 404 with the site's not-found page", async ({ page, request }) => {
  const response = await request.get("/servizi/xyz");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(h1Of(html)).toBe("Pagina non trovata");
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');

  const visit = await page.goto("/servizi/xyz");
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
});

for (const path of ["/programmazione", "/programmazione-software"]) {
  test(`${path} redirects permanently to the software service page`, async ({ page, request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/servizi/programmazione-software");

    await page.goto(path);
    await expect(page).toHaveURL(/\/servizi\/programmazione-software$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(services[0]!.title);
  });
}

for (const path of ["/servizi", ...services.map((service) => `/servizi/${service.slug}`)]) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
