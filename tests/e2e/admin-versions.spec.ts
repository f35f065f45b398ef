import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

const toasts = (page: Page) => page.locator("li[data-variant]");

/** Replaces the whole text of the article's editor and saves the dialog. */
async function saveContent(page: Page, words: string) {
  const dialog = page.getByRole("dialog", { name: "Modifica articolo" });
  const editor = dialog.getByRole("textbox", { name: "Contenuto" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(words);
  await expect(editor).toHaveText(words);
  await dialog.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page).filter({ hasText: "Articolo aggiornato" })).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("an article edited twice: its versions listed, compared, the first restored and published", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Versioni del backup ${stamp}`;
  const first = `Prima stesura ${stamp}: tre copie dei dati.`;
  const created = await page.request.post("/api/admin/blog", {
    data: {
      title,
      content: `<p>${first}</p>`,
      category: "sicurezza",
      published: false,
      publishedAt: "2026-01-15T09:30:00.000Z",
      tags: [],
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  await page.goto(`/admin/dashboard?tab=blog&q=${stamp}`);
  const edit = () => page.getByRole("button", { name: `Modifica ${title}` }).click();
  await edit();
  await saveContent(page, `Seconda stesura ${stamp}: due supporti.`);
  await edit();
  await saveContent(page, `Terza stesura ${stamp}: una copia fuori sede.`);

  await edit();
  const dialog = page.getByRole("dialog", { name: "Modifica articolo" });
  await dialog.getByRole("button", { name: "Versioni" }).click();
  const panel = page.getByRole("dialog", { name: "Versioni" });
  const versions = panel.getByTestId("version");
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText("Versione 3");
  await expect(versions.nth(0)).toContainText("Attuale");
  await expect(versions.nth(0)).toContainText("Campi modificati: Contenuto");
  await expect(versions.nth(2)).toContainText("Prima versione");
  await expect(versions.nth(2)).toContainText("admin");
  await expectNoAxeViolations(page, { include: "[data-testid=versions-panel]" });

  // Compare the first version with the current one: the words taken away and added.
  await versions.nth(2).getByRole("button", { name: "Confronta con la versione attuale" }).click();
  const comparison = page.getByRole("dialog", { name: /Confronto: versione 1/ });
  await expect(comparison.locator("dt")).toHaveText(["Contenuto"]);
  await expect(comparison.locator("del").filter({ hasText: "Prima" })).toBeVisible();
  await expect(comparison.locator("ins").filter({ hasText: "Terza" })).toBeVisible();
  await expect(comparison.locator("del").first()).toContainText("Tolto");
  await expectNoAxeViolations(page, { include: "[data-testid=versions-panel]" });

  // Restore it, after the question; the editor shows the restored words.
  await comparison.getByRole("button", { name: "Ripristina la versione 1" }).click();
  const question = page.getByRole("alertdialog", { name: "Ripristinare la versione 1?" });
  await expect(question).toContainText("le versioni esistenti restano");
  await expect(question.getByRole("button", { name: "Annulla" })).toBeFocused();
  await question.getByRole("button", { name: "Ripristina" }).click();
  await expect(toasts(page).filter({ hasText: "Versione 1 ripristinata" })).toBeVisible();
  await expect(question).toBeHidden();
  await expect(comparison).toBeHidden();
  await expect(dialog.getByRole("textbox", { name: "Contenuto" })).toHaveText(first);

  // The restore is a version of its own, and the old ones are still there.
  await dialog.getByRole("button", { name: "Versioni" }).click();
  await expect(versions).toHaveCount(4);
  await expect(versions.nth(0)).toContainText("Ripristinata dalla versione 1");
  await panel.getByRole("button", { name: "Chiudi" }).click();
  await expect(panel).toBeHidden();

  // Publish: the public article shows the restored words.
  await dialog.getByRole("switch", { name: "Pubblicato" }).click();
  await dialog.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page).filter({ hasText: "Articolo aggiornato" })).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText(first)).toBeVisible();
  await expect(page.getByText(`Terza stesura ${stamp}`)).toHaveCount(0);

  // The published state is marked in the list.
  await page.goto(`/admin/dashboard?tab=blog&q=${stamp}`);
  await edit();
  await dialog.getByRole("button", { name: "Versioni" }).click();
  await expect(versions.nth(0)).toContainText("Pubblicata");
  await expect(versions.nth(0)).toContainText("Campi modificati: Pubblicato");
});
