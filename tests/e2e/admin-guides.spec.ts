import type { Browser, Page } from "@playwright/test";
import { expect, keepOffline, test } from "./fixtures";

/**
 * The knowledge base and the site search (decision 065): the owner writes and publishes a guide
 * in the back office; a visitor reads it at /guide and finds it with the bar's search box, with
 * JavaScript and without.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A visitor's page: no session, the cookie choice made (no banner over the page). */
async function visitorPage(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await keepOffline(context);
  await context.addCookies([{ name: "cookie_consent", value: "100", url: baseURL }]);
  return { context, page: await context.newPage() };
}

async function searchFromBar(page: Page, words: string) {
  const box = page.getByRole("banner").getByRole("search");
  await box.getByRole("searchbox", { name: "Cerca nel sito" }).fill(words);
  await box.getByRole("button", { name: "Cerca" }).click();
  await expect(page).toHaveURL(/\/cerca\?q=/);
}

test("the owner publishes a guide; a visitor reads it at /guide and finds it by search", async ({
  adminPage: page,
  expectNoAxeViolations,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const tag = unique();
  const title = `Fatturazione elettronica ${tag}`;

  await page.goto("/admin/dashboard?tab=guides");
  await expect(page.getByRole("heading", { level: 2, name: "Guide" })).toBeVisible();
  await expect(page.getByTestId("guide-row").first()).toBeVisible();
  await page.getByRole("button", { name: "Nuova guida" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Crea guida" }).click();
  await expect(dialog.getByText("Titolo: campo obbligatorio")).toBeVisible();
  await expect(dialog.getByText("Scegli una categoria")).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await dialog.getByRole("textbox", { name: "Titolo" }).fill(title);
  await dialog
    .getByRole("textbox", { name: "Riassunto" })
    .fill(`Come emettere una fattura ${tag}.`);
  await dialog
    .getByRole("combobox", { name: "Categoria" })
    .selectOption({ label: "Assistenza remota" });
  await dialog.getByRole("textbox", { name: "Testo" }).click();
  await page.keyboard.type(`Il codice destinatario della città ${tag} va nel gestionale.`);
  await dialog.getByRole("switch", { name: "Pubblicata" }).click();
  await dialog.getByRole("button", { name: "Crea guida" }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByTestId("guide-row").filter({ hasText: title });
  await expect(row).toContainText("Pubblicata");
  const slug = `fatturazione-elettronica-${tag}`;

  const visitor = await visitorPage(browser, baseURL, true);
  const noScript = await visitorPage(browser, baseURL, false);
  try {
    // /guide lists it under its category; its page has its words and structured data.
    const site = visitor.page;
    await site.goto("/guide");
    await expectNoAxeViolations(site);
    const category = site.getByRole("region", { name: "Assistenza remota" });
    await category.getByRole("link", { name: title }).click();
    await expect(site).toHaveURL(`/guide/${slug}`);
    await expect(site.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(site.getByTestId("guide-content")).toContainText("codice destinatario");
    const jsonLd = await site.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain('"TechArticle"');
    expect(jsonLd.join("")).toContain('"BreadcrumbList"');
    await expectNoAxeViolations(site);

    // Search with JavaScript: "fattura" finds "Fatturazione", "citta" finds "città", marked.
    await searchFromBar(site, `fattura citta ${tag}`);
    const result = site.getByTestId("search-results").getByRole("link", { name: title });
    await expect(result).toBeVisible();
    await expect(site.getByTestId("search-snippet").first().locator("mark").first()).toBeVisible();
    await expect(site.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(site);
    await result.click();
    await expect(site).toHaveURL(`/guide/${slug}`);

    // Without JavaScript: the same box is a plain GET form.
    await noScript.page.goto("/");
    await searchFromBar(noScript.page, `fatturazione ${tag}`);
    await expect(
      noScript.page.getByTestId("search-results").getByRole("link", { name: title }),
    ).toBeVisible();
    await noScript.page.goto(`/cerca?q=${encodeURIComponent(`parolainesistente${tag}`)}`);
    await expect(noScript.page.getByTestId("search-empty")).toContainText("Nessun risultato");

    // The public ticket form suggests it for a subject about invoices.
    await site.goto("/area-clienti");
    // Hydrated: the bar's menu is the dialog's button, no longer the <details> of decision 053.
    await expect(site.locator("details.menu-disclosure")).toHaveCount(0);
    await site
      .getByRole("button", { name: /Apri Ticket/ })
      .first()
      .click();
    const ticket = site.getByRole("dialog", { name: "Apri un ticket di assistenza" });
    await ticket.getByRole("textbox", { name: "Oggetto" }).fill(`Problema con la fattura ${tag}`);
    const suggestions = ticket.getByTestId("guide-suggestions");
    await expect(suggestions.getByRole("link", { name: new RegExp(title) })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(ticket.getByRole("textbox", { name: "Oggetto" })).toHaveValue(
      `Problema con la fattura ${tag}`,
    );
  } finally {
    await visitor.context.close();
    await noScript.context.close();
  }

  // Delete, with the kit's confirmation.
  await page.getByRole("button", { name: `Elimina ${title}` }).click();
  await page
    .getByRole("alertdialog", { name: "Conferma eliminazione" })
    .getByRole("button", { name: "Elimina definitivamente" })
    .click();
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/guide/${slug}`)).status()).toBe(404);
});
