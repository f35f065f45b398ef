import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import sharp from "sharp";

const toasts = (page: Page) => page.locator("li[data-variant]");

async function openHeroesTab(page: Page) {
  await page.goto("/admin/dashboard?tab=heroes");
  await expect(page.getByRole("heading", { level: 2, name: "Banner della home" })).toBeVisible();
}

type ApiHero = { id: number; name: string; title: string; active: boolean };

const listHeroes = async (page: Page) =>
  (await (await page.request.get("/api/hero-variants")).json()) as ApiHero[];

test("create a hero with an uploaded image, activate it, see it on the home page", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  // A long flow with several axe scans on a shared, busy machine.
  test.setTimeout(120_000);
  await openHeroesTab(page);
  const before = await listHeroes(page);
  const original = before.find((hero) => hero.active) ?? null;
  const cards = page.getByTestId("hero-card");
  await expect(cards).toHaveCount(before.length);
  if (original) await expect(cards.filter({ hasText: original.name })).toContainText("Attiva");
  await expectNoAxeViolations(page);

  const stamp = Date.now().toString(36);
  const name = `Promo e2e ${stamp}`;
  const title = `Consulenza IT per la tua azienda ${stamp}`;
  let createdId: number | null = null;
  try {
    await page.getByRole("button", { name: "Nuova variante del banner" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuova variante del banner" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Crea variante del banner" }).click();
    await expect(dialog.getByText("Nome hero richiesto")).toBeVisible();
    await expect(dialog.getByText("Titolo richiesto")).toBeVisible();

    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
    await dialog.getByRole("combobox", { name: "Stagione" }).selectOption("prodotto");
    await dialog
      .getByRole("textbox", { name: "Titolo", exact: true })
      .fill(`${title.replace(stamp, "")}<strong>${stamp}</strong>`);
    await dialog.getByLabel("Testo del pulsante").fill("Parliamone");
    await dialog.getByLabel("URL del pulsante").fill("/contatti");
    const preview = dialog.getByTestId("hero-preview");
    await expect(preview).toContainText(title);
    await expect(preview.locator("strong")).toHaveText(stamp);

    // A preset sets the gradient; then the image replaces it.
    await dialog.getByText("Ocean", { exact: true }).click();
    await expect(dialog.getByLabel("Gradiente CSS")).toHaveValue(
      /^linear-gradient\(135deg, #0c4a6e/,
    );
    await dialog.getByText("Immagine", { exact: true }).click();
    await expect(dialog).toContainText("Dimensione minima consigliata: 1920x1080 pixel");
    const png = await sharp({
      create: { width: 1920, height: 1080, channels: 3, background: { r: 12, g: 74, b: 110 } },
    })
      .png()
      .toBuffer();
    await dialog.getByLabel("Carica immagine: Immagine di sfondo").setInputFiles({
      name: "sfondo.png",
      mimeType: "image/png",
      buffer: png,
    });
    await expect(toasts(page)).toContainText("Immagine caricata");
    await expect(preview.locator("img")).toHaveAttribute(
      "src",
      /^\/uploads\/images\/[a-f0-9]+\.webp$/,
    );
    await expect(preview.locator(".bg-black\\/40")).toHaveCount(1);
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Crea variante del banner" }).click();
    await expect(toasts(page)).toContainText("Variante del banner creata");
    await expect(dialog).toBeHidden();
    const card = cards.filter({ hasText: name });
    await expect(card).toContainText(title);
    await expect(card).toContainText("Sempre");
    await expect(card).not.toContainText("<strong>");
    createdId = (await listHeroes(page)).find((hero) => hero.name === name)?.id ?? null;
    expect(createdId).not.toBeNull();

    await card.getByRole("button", { name: `Attiva ${name}` }).click();
    await expect(toasts(page)).toContainText("Variante del banner attivata");
    await expect(card).toContainText("Attiva");
    await expect(card.getByRole("button", { name: `Attiva ${name}` })).toHaveCount(0);
    expect((await listHeroes(page)).filter((hero) => hero.active).map((h) => h.id)).toEqual([
      createdId,
    ]);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

    // Put the seeded hero back through the panel.
    await openHeroesTab(page);
    if (original) {
      await page.getByRole("button", { name: `Attiva ${original.name}` }).click();
      await expect(toasts(page)).toContainText("Variante del banner attivata");
    }

    // Edit, then delete with confirmation.
    await cards
      .filter({ hasText: name })
      .getByRole("button", { name: `Modifica ${name}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Modifica variante del banner" });
    await expect(edit.getByRole("textbox", { name: "Nome", exact: true })).toHaveValue(name);
    await edit.getByLabel("Dal", { exact: true }).fill("2026-06-15");
    await edit.getByLabel("Al", { exact: true }).fill("2026-09-15");
    await edit.getByRole("button", { name: "Salva modifiche" }).click();
    await expect(toasts(page)).toContainText("Variante del banner aggiornata");
    await expect(cards.filter({ hasText: name })).toContainText("Dal 15 giu 2026 al 15 set 2026");

    await page.getByRole("button", { name: `Elimina ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
    await expect(confirm).toContainText(
      `Sei sicuro di voler eliminare la variante del banner "${name}"?`,
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
    await expect(toasts(page)).toContainText("Variante del banner eliminata");
    await expect(cards.filter({ hasText: name })).toHaveCount(0);
    createdId = null;
  } finally {
    // Leave the shared e2e server as the seed made it, whatever happened above.
    if (original) await page.request.post(`/api/admin/hero-variants/${original.id}/activate`);
    if (createdId !== null) await page.request.delete(`/api/admin/hero-variants/${createdId}`);
  }
  expect((await listHeroes(page)).find((hero) => hero.active)?.id ?? null).toBe(
    original?.id ?? null,
  );
});
