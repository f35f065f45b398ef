import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const toasts = (page: Page) => page.locator("li[data-variant]");

async function openPartnersTab(page: Page) {
  await page.goto("/admin/dashboard?tab=partners");
  await expect(page.getByRole("heading", { level: 2, name: "Partner Certificati" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Caricamento..." })).toHaveCount(0);
}

type ApiPartner = { id: number; name: string; active: boolean; sortOrder: number };

/** The partners an anonymous visitor gets (the `request` fixture has no admin cookie). */
async function publicPartners(request: APIRequestContext) {
  const res = await request.get("/api/certified-partners");
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiPartner[];
}

test("create a partner, see it in public, switch it off, delete it", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const name = `Lago Networks ${Date.now().toString(36)}`;
  await openPartnersTab(page);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Nuovo partner" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo partner" });
  // The spec's defaults for a new partner.
  await expect(dialog.getByRole("combobox", { name: "Livello di certificazione" })).toHaveValue(
    "standard",
  );
  await expect(dialog.getByRole("combobox", { name: "Tipologia di partner" })).toHaveValue(
    "technology",
  );
  await expect(dialog.getByRole("switch", { name: "Attivo" })).toBeChecked();
  // Every type of the database is offered.
  await expect(
    dialog.getByRole("combobox", { name: "Tipologia di partner" }).locator("option"),
  ).toHaveText([
    "Nessuna tipologia",
    "Tecnologia",
    "Consulenza",
    "Integrazione",
    "Rivenditore",
    "Sviluppo",
  ]);
  await dialog.getByRole("button", { name: "Crea partner" }).click();
  await expect(dialog.getByText("Nome partner richiesto")).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole("textbox", { name: "Nome partner" }).fill(name);
  await dialog
    .getByRole("textbox", { name: "Descrizione" })
    .fill("Reti aziendali e Wi-Fi certificati per hotel e cantine del Garda.");
  await dialog.getByRole("combobox", { name: "Livello di certificazione" }).selectOption("gold");
  await dialog.getByRole("combobox", { name: "Tipologia di partner" }).selectOption("reseller");
  await dialog
    .getByRole("textbox", { name: "Vantaggi" })
    .fill("Sopralluogo gratuito, , Assistenza 24/7");
  await dialog.getByRole("button", { name: "Crea partner" }).click();
  await expect(toasts(page)).toContainText("Partner creato con successo");
  await expect(dialog).toBeHidden();

  const row = page.getByTestId("partner-row").filter({ hasText: name });
  await expect(row).toContainText("Gold");
  await expect(row).toContainText("Rivenditore");
  await expect(row).toContainText("Attivo");

  // Public: in the API, and on the home strip when it is among the first eight.
  const shown = await publicPartners(request);
  const index = shown.findIndex((partner) => partner.name === name);
  expect(index).toBeGreaterThanOrEqual(0);
  if (index < 8) {
    await page.goto("/");
    const card = page.getByTestId("partner-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(
      card.getByRole("list", { name: `Qualifiche di ${name}` }).getByRole("listitem"),
    ).toHaveText(["Gold", "Rivenditore"]);
  }

  // Switched off: it leaves the public API (the admin still sees it).
  await openPartnersTab(page);
  await page.getByRole("button", { name: `Modifica ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifica partner" });
  await expect(edit.getByRole("textbox", { name: "Vantaggi" })).toHaveValue(
    "Sopralluogo gratuito, Assistenza 24/7",
  );
  await edit.getByRole("switch", { name: "Attivo" }).click();
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Partner aggiornato con successo");
  await expect(row).toContainText("Non attivo");
  expect((await publicPartners(request)).some((partner) => partner.name === name)).toBe(false);
  await page.goto("/");
  await expect(page.getByTestId("partner-card").filter({ hasText: name })).toHaveCount(0);

  await openPartnersTab(page);
  await page.getByRole("button", { name: `Elimina ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
  await expect(confirm).toContainText(`Sei sicuro di voler eliminare il partner "${name}"?`);
  await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(toasts(page)).toContainText("Partner eliminato con successo");
  await expect(page.getByTestId("partner-row").filter({ hasText: name })).toHaveCount(0);
  const all = (await (await page.request.get("/api/certified-partners")).json()) as ApiPartner[];
  expect(all.some((partner) => partner.name === name)).toBe(false);
});
