import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** A page of the shell whose content does not depend on other features' data. */
const plainPage = "/pagina-di-prova-shell";
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

const header = (page: Page) => page.locator("header").first();
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navigazione principale" });
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
const axe = (page: Page, selector: string) =>
  new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include(selector)
    .analyze();
const makeTall = (page: Page) =>
  page.evaluate(() => {
    document.body.style.minHeight = "4000px";
  });

test.use({ contextOptions: { reducedMotion: "reduce" } });

test.beforeEach(async ({ page }) => {
  // Chromium is offline; a stored choice keeps the cookie banner out of the way.
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("desktop bar: every entry with its href, active link, Area Clienti button", async ({
  page,
}) => {
  await page.goto("/");
  const nav = mainNav(page);
  const entries: Array<[string, string]> = [
    ["Home", "/"],
    ["Soluzioni", "/servizi"],
    ["Piattaforme", "/piattaforme"],
    ["Portfolio", "/portfolio"],
    ["Chi siamo", "/chi-siamo"],
    ["Blog", "/blog"],
    ["Contatti", "/contatti"],
    ["Area Clienti", "/area-clienti"],
  ];
  for (const [name, href] of entries) {
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "Soluzioni", exact: true })).not.toHaveAttribute(
    "aria-current",
  );
  // Supporto only on extra-wide screens; until then the menu button reaches it.
  await expect(nav.getByRole("link", { name: "Supporto" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Apri il menu" })).toBeVisible();
  await page.setViewportSize({ width: 1536, height: 900 });
  await expect(nav.getByRole("link", { name: "Supporto" })).toHaveAttribute("href", "/support");
  await expect(nav.getByRole("link", { name: "Supporto" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apri il menu" })).toBeHidden();
});

test("on / the bar is transparent until the page scrolls past 50 px; elsewhere always white", async ({
  page,
}) => {
  await page.goto("/");
  await makeTall(page);
  await expect(header(page)).toHaveAttribute("data-transparent", "true");
  await scrollTo(page, 40);
  await expect(header(page)).toHaveAttribute("data-transparent", "true");
  expect((await axe(page, "header")).violations).toEqual([]);
  await scrollTo(page, 60);
  await expect(header(page)).toHaveAttribute("data-transparent", "false");
  expect((await axe(page, "header")).violations).toEqual([]);
  await expect(header(page)).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await scrollTo(page, 0);
  await expect(header(page)).toHaveAttribute("data-transparent", "true");

  await page.goto(plainPage);
  await expect(header(page)).toHaveAttribute("data-transparent", "false");
  await expect(header(page)).toHaveCSS("background-color", "rgb(255, 255, 255)");
});

test("skip link appears on focus and moves focus to #main-content", async ({ page }) => {
  await page.goto(plainPage);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Vai al contenuto principale" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main-content");
  await expect(skip).toBeInViewport();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(50);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
});

test("a route change scrolls back to the top", async ({ page }) => {
  await page.goto(plainPage);
  await makeTall(page);
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Chi siamo" });
  await link.scrollIntoViewIfNeeded();
  await scrollTo(page, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await link.click();
  await expect(page).toHaveURL(/\/chi-siamo$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("desktop footer: columns open, contacts, copyright with VAT, legal links", async ({
  page,
}) => {
  await page.goto(plainPage);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("button", { name: "Soluzioni" })).toBeHidden();
  await expect(footer.getByRole("link", { name: "Consulenza IT" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Area Clienti" })).toHaveAttribute(
    "href",
    "/area-clienti",
  );
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.getByText(/^© \d{4} .+ · P\.IVA \S+$/)).toBeVisible();
  // No social profile is set in the demo data: none is shown, and no placeholder link either
  // (company-data.spec.ts sets one).
  await expect(
    footer.getByRole("link", { name: /su (LinkedIn|Twitter|Instagram|Facebook)$/ }),
  ).toHaveCount(0);
  await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  const legal = footer.getByRole("navigation", { name: "Informazioni legali" });
  for (const [name, href] of [
    ["Privacy Policy", "/privacy"],
    ["Termini e Condizioni", "/note-legali"],
    ["Cookie Policy", "/cookie-policy"],
    ["Accessibilità", "/accessibilita"],
  ]) {
    await expect(legal.getByRole("link", { name })).toHaveAttribute("href", href!);
  }
});

test("F8 moves focus to the notification area", async ({ page }) => {
  await page.goto(plainPage);
  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await page.keyboard.press("F8");
  const region = page.getByRole("region", { name: "Notifiche (F8)" });
  await expect(region.locator("ol")).toBeFocused();
});

test("server HTML carries the page metadata", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain('<html lang="it"');
  expect(html).toMatch(/<title>[^<]+ \| Scaligera Digital<\/title>/);
  expect(html).toContain('<meta name="description" content="');
  expect(html).toContain('<meta name="keywords" content="');
  expect(html).toContain('<link rel="canonical" href="https://www.scaligeradigital.example/"/>');
  expect(html).toContain('<meta property="og:locale" content="it_IT"/>');
  expect(html).toContain(
    '<meta property="og:url" content="https://www.scaligeradigital.example/"/>',
  );
  expect(html).toContain(
    '<meta property="og:image" content="https://www.scaligeradigital.example/og-image.png"/>',
  );
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
  expect(jsonLd).toBeTruthy();
  expect(JSON.parse(jsonLd!)).toMatchObject({
    "@context": "https://schema.org",
    "@type": "WebPage",
    url: "https://www.scaligeradigital.example/",
  });
  for (const asset of ["/og-image.png", "/icon-512.png", "/favicon.svg", "/site.webmanifest"]) {
    expect((await request.get(asset)).status(), asset).toBe(200);
  }
});

test.describe("under 768 px", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the bar hides when scrolling down past 100 px and returns when scrolling up", async ({
    page,
  }) => {
    await page.goto(plainPage);
    await makeTall(page);
    await scrollTo(page, 90);
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
    await scrollTo(page, 400);
    await expect(header(page)).toHaveAttribute("data-hidden", "true");
    await expect(header(page)).not.toBeInViewport();
    await scrollTo(page, 300);
    await expect(header(page)).toHaveAttribute("data-hidden", "false");
    await expect(header(page)).toBeInViewport();
  });

  test("the side menu shows its groups (no social part without profiles), closes with Escape and on navigation", async ({
    page,
  }) => {
    await page.goto(plainPage);
    await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).toBeHidden();
    // Area Clienti stays reachable (icon only) with its accessible name.
    await expect(mainNav(page).getByRole("link", { name: "Area Clienti" })).toBeVisible();
    const trigger = page.getByRole("button", { name: "Apri il menu" });
    await trigger.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();

    const main = menu.getByRole("navigation", { name: "Menu principale" });
    for (const name of [
      "Home",
      "Soluzioni",
      "Portfolio",
      "Chi siamo",
      "Contatti",
      "Area Clienti",
    ]) {
      await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const solutions = menu.getByRole("navigation", { name: "Soluzioni" });
    await expect(solutions.getByRole("link")).toHaveCount(7);
    for (const href of [
      "/servizi/programmazione-software",
      "/servizi/consulenza-it",
      "/servizi/e-commerce",
      "/servizi/siti-internet",
      "/servizi/soluzioni-cloud",
      "/servizi/marketing-strategico",
      "/piattaforme",
    ]) {
      await expect(solutions.locator(`a[href="${href}"]`)).toBeVisible();
    }
    const info = menu.getByRole("navigation", { name: "Informazioni" });
    for (const [name, href] of [
      ["Privacy Policy", "/privacy"],
      ["Note Legali", "/note-legali"],
      ["Cookie Policy", "/cookie-policy"],
      ["Accessibilità", "/accessibilita"],
    ]) {
      await expect(info.getByRole("link", { name })).toHaveAttribute("href", href!);
    }
    // No social profile is set in the demo data: the menu has no 'Seguici' part.
    await expect(menu.getByText("Seguici")).toHaveCount(0);
    expect((await axe(page, '[role="dialog"]')).violations).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(menu).toBeVisible();
    await main.getByRole("link", { name: "Contatti" }).click();
    await expect(page).toHaveURL(/\/contatti$/);
    await expect(menu).toBeHidden();
  });

  test("footer accordions open and close independently", async ({ page }) => {
    await page.goto(plainPage);
    const footer = page.getByRole("contentinfo");
    const solutions = footer.getByRole("button", { name: "Soluzioni" });
    const company = footer.getByRole("button", { name: "Azienda" });
    const solutionLink = footer.getByRole("link", { name: "Consulenza IT" });
    const companyLink = footer.getByRole("link", { name: "Chi siamo" });

    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(solutionLink).toBeHidden();
    await expect(companyLink).toBeHidden();

    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await expect(solutionLink).toBeVisible();
    await expect(companyLink).toBeHidden();

    await company.click();
    await expect(solutionLink).toBeVisible();
    await expect(companyLink).toBeVisible();

    await solutions.click();
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
    await expect(solutionLink).toBeHidden();
    await expect(companyLink).toBeVisible();
  });
});
