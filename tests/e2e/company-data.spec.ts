import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { AdminSetting } from "#features/settings/settings.schema";

/**
 * The company data shown on the public site come from Impostazioni (decision 027): an admin
 * edits a phone and a social profile, the footer, /contatti and the structured data show them;
 * an empty profile is not shown; the site domain drives canonical, Open Graph, sitemap, robots
 * and RSS. Runs with the back-office specs (playwright.config.ts): it changes what every public
 * page shows, and puts every value back.
 */
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const SITE = "https://www.scaligeradigital.example";
const toasts = (page: Page) => page.locator("li[data-variant]");

test.beforeEach(async ({ adminPage: page }) => {
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

async function settingsOf(page: Page): Promise<Map<string, AdminSetting>> {
  const list = (await (await page.request.get("/api/admin/settings")).json()) as AdminSetting[];
  return new Map(list.map((setting) => [setting.key, setting]));
}

async function restore(page: Page, saved: Map<string, AdminSetting>, keys: string[]) {
  for (const key of keys) {
    const res = await page.request.put(`/api/admin/settings/${key}`, {
      data: { value: saved.get(key)!.value },
    });
    expect(res.status(), key).toBe(200);
  }
}

/** A public page as a visitor without a session gets it (through the page cache). */
const publicHtml = async (request: APIRequestContext, path: string) =>
  (await request.get(path)).text();

async function openSettings(page: Page) {
  await page.goto("/admin/dashboard?tab=settings");
  await expect(page.getByRole("heading", { level: 2, name: "Impostazioni" })).toBeVisible();
}

/** Types into a setting's field and leaves it: the field saves itself. */
async function saveField(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  // This save's own answer: an earlier save's toast may still be on screen.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes("/api/admin/settings") && response.request().method() !== "GET",
  );
  await field.press("Tab");
  expect((await saved).ok()).toBe(true);
  await expect(toasts(page).filter({ hasText: "Impostazione salvata" }).last()).toBeVisible();
}

test("the settings tab groups the company data in cards and passes axe", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  await openSettings(page);
  const fields: [card: string, label: string][] = [
    ["Azienda", "Partita IVA"],
    ["Sede e contatti", "Telefono principale"],
    ["Sede e contatti", "Link alla mappa della sede"],
    ["Orari", "Orari di apertura"],
    ["Profili social", "Profilo LinkedIn"],
    ["SEO e sitemap", "Dominio pubblico del sito"],
  ];
  for (const [card, label] of fields) {
    await expect(
      page.getByRole("region", { name: card }).getByLabel(label, { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByLabel("Profilo Facebook", { exact: true })).toHaveAttribute("type", "url");
  await expect(page.getByLabel("Telefono secondario", { exact: true })).toHaveAttribute(
    "type",
    "tel",
  );
  await expectNoAxeViolations(page, { include: "#admin-main" });
});

test("a new phone and a social profile show in the footer, /contatti and the JSON-LD; an empty profile is hidden", async ({
  adminPage: page,
  request,
}) => {
  test.setTimeout(90_000);
  const saved = await settingsOf(page);
  const phone = "+39 045 123 9876";
  const linkedin = "https://www.linkedin.com/company/scaligera-digital";
  await openSettings(page);
  try {
    // Wrong formats: an Italian message by the field, nothing saved.
    const phoneField = page.getByLabel("Telefono principale", { exact: true });
    await phoneField.fill("chiamaci");
    await phoneField.press("Tab");
    await expect(page.getByText(/^Numero di telefono non valido/)).toBeVisible();
    await expect(phoneField).toHaveAttribute("aria-invalid", "true");
    const social = page.getByLabel("Profilo LinkedIn", { exact: true });
    await social.fill("https://www.facebook.com/scaligera");
    await social.press("Tab");
    await expect(
      page.getByText(/^Indirizzo non valido: scrivi l'indirizzo completo del profilo/),
    ).toBeVisible();
    expect((await settingsOf(page)).get("social_linkedin")?.value).toBe("");

    await saveField(page, "Telefono principale", phone);
    await saveField(page, "Profilo LinkedIn", linkedin);

    // The public footer: the phone as a tel: link, only the LinkedIn profile.
    await page.goto("/chi-siamo");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator('a[href="tel:+390451239876"]')).toHaveText(phone);
    const profiles = footer.getByRole("link", {
      name: /su (LinkedIn|Twitter|Instagram|Facebook)$/,
    });
    await expect(profiles).toHaveCount(1);
    await expect(
      footer.getByRole("link", { name: "Scaligera Digital su LinkedIn" }),
    ).toHaveAttribute("href", linkedin);
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);

    // /contatti and the structured data of a page a visitor gets.
    await page.goto("/contatti");
    await expect(
      page.getByRole("main").locator('a[href="tel:+390451239876"]').first(),
    ).toBeVisible();
    const html = await publicHtml(request, "/contatti");
    expect(html).toContain(phone);
    expect(html).toContain(`"sameAs":["${linkedin}"]`);

    // Emptied again: the profile is gone from the footer and the mobile menu.
    await saveFieldOnSettings(page, "Profilo LinkedIn", "");
    await page.goto("/chi-siamo");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: /su LinkedIn$/ }),
    ).toHaveCount(0);
    expect(await publicHtml(request, "/chi-siamo")).not.toContain(linkedin);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole("button", { name: "Apri il menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await expect(menu.getByText("Seguici")).toHaveCount(0);
  } finally {
    await restore(page, saved, ["phone_primary", "social_linkedin"]);
  }
  expect(await publicHtml(request, "/chi-siamo")).toContain(saved.get("phone_primary")!.value);
});

async function saveFieldOnSettings(page: Page, label: string, value: string) {
  await openSettings(page);
  await saveField(page, label, value);
}

test("the site domain drives canonical, Open Graph, sitemap, robots.txt and the RSS feed", async ({
  adminPage: page,
  request,
}) => {
  test.setTimeout(90_000);
  const saved = await settingsOf(page);
  const domain = "www.esempio-scaligera.it";
  await openSettings(page);
  const seo = page.getByRole("region", { name: "SEO e sitemap" });
  await expect(seo).toContainText(`Indirizzo pubblico del sito: ${SITE}`);
  try {
    const field = seo.getByLabel("Dominio pubblico del sito", { exact: true });
    await field.fill("https://www.esempio-scaligera.it/");
    await field.press("Tab");
    await expect(seo.getByText(/^Dominio non valido/)).toBeVisible();

    await saveField(page, "Dominio pubblico del sito", domain);
    await expect(seo).toContainText(`Indirizzo pubblico del sito: https://${domain}`);

    const html = await publicHtml(request, "/servizi");
    expect(html).toContain(`<link rel="canonical" href="https://${domain}/servizi"/>`);
    expect(html).toContain(`<meta property="og:url" content="https://${domain}/servizi"/>`);
    // No link or meta tag names PUBLIC_SITE_URL any more (the root data still carries it).
    expect(html).not.toMatch(new RegExp(`(href|content)="${SITE.replaceAll(".", "\\.")}`));
    expect(await publicHtml(request, "/sitemap.xml")).toContain(`<loc>https://${domain}/</loc>`);
    expect(await publicHtml(request, "/robots.txt")).toContain(
      `Sitemap: https://${domain}/sitemap.xml`,
    );
    expect(await publicHtml(request, "/blog/rss.xml")).toContain(`<link>https://${domain}/blog`);

    // Emptied: PUBLIC_SITE_URL again.
    await saveField(page, "Dominio pubblico del sito", "");
    await expect(seo).toContainText(`Indirizzo pubblico del sito: ${SITE}`);
    expect(await publicHtml(request, "/servizi")).toContain(
      `<link rel="canonical" href="${SITE}/servizi"/>`,
    );
    expect(await publicHtml(request, "/robots.txt")).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  } finally {
    await restore(page, saved, ["site_domain"]);
  }
});

test("the hosting and domains offer states the domain extensions claim", async ({ page }) => {
  for (const path of ["/servizi/siti-internet", "/servizi/soluzioni-cloud"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toContainText("oltre 500 estensioni");
  }
});
