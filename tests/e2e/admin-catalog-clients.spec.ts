import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import sharp from "sharp";

const toasts = (page: Page) => page.locator("li[data-variant]");

async function openClientsTab(page: Page) {
  await page.goto("/admin/dashboard?tab=clients");
  await expect(page.getByRole("heading", { level: 2, name: "Referenze" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Caricamento..." })).toHaveCount(0);
}

type ApiClient = { id: number; name: string; logoUrl: string | null; featured: boolean };

async function findClient(page: Page, name: string) {
  const list = (await (await page.request.get("/api/clients")).json()) as ApiClient[];
  return list.find((client) => client.name === name);
}

test("create a featured client with a logo, see it on /portfolio, edit and delete it", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const name = `Cantina Monte Baldo ${Date.now().toString(36)}`;
  await openClientsTab(page);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Nuovo cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo cliente" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("spinbutton", { name: "Ordine" })).toHaveValue("0");
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(dialog.getByText("Nome cliente richiesto")).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole("textbox", { name: "Nome cliente" }).fill(name);
  const website = dialog.getByRole("textbox", { name: "Sito web" });
  await website.fill("www.montebaldo.example");
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(
    dialog.getByText("Inserisci un indirizzo web valido che inizi con http:// o https://"),
  ).toBeVisible();
  await website.fill("https://www.montebaldo.example");
  await dialog.getByRole("spinbutton", { name: "Ordine" }).fill("1");
  await dialog.getByRole("switch", { name: "In evidenza" }).click();

  const png = await sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 120, g: 30, b: 60 } },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel("Carica immagine: Logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(toasts(page)).toContainText("Logo caricato");
  await expect(dialog.getByRole("img", { name: "Anteprima del logo" })).toBeVisible();

  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(toasts(page)).toContainText("Cliente creato");
  await expect(dialog).toBeHidden();
  const card = page.getByTestId("client-card").filter({ hasText: name });
  await expect(card).toContainText("In evidenza");
  await expect(card).toContainText("https://www.montebaldo.example");
  await expect(card.getByRole("img", { name: `Logo di ${name}` })).toBeVisible();

  const created = await findClient(page, name);
  expect(created).toMatchObject({ featured: true });
  expect(created?.logoUrl).toMatch(/^\/uploads\/images\/.+\.webp$/);

  // The portfolio shows the featured client's logo at once.
  await page.goto("/portfolio");
  const item = page
    .getByTestId("client-logo")
    .filter({ has: page.getByRole("img", { name, exact: true }) });
  await expect(item.getByRole("img")).toHaveAttribute("src", created!.logoUrl!);
  await expect(item.getByRole("link")).toHaveAttribute("href", "https://www.montebaldo.example");

  // Edit: renamed and no longer featured, so it leaves the portfolio.
  await openClientsTab(page);
  await page.getByRole("button", { name: `Modifica ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifica cliente" });
  await expect(edit.getByRole("textbox", { name: "Nome cliente" })).toHaveValue(name);
  await expect(edit.getByRole("switch", { name: "In evidenza" })).toBeChecked();
  const renamed = `${name} S.r.l.`;
  await edit.getByRole("textbox", { name: "Nome cliente" }).fill(renamed);
  await edit.getByRole("switch", { name: "In evidenza" }).click();
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Cliente aggiornato");
  await expect(page.getByTestId("client-card").filter({ hasText: renamed })).toContainText(
    "Non in evidenza",
  );
  await page.goto("/portfolio");
  await expect(page.getByRole("img", { name: renamed, exact: true })).toHaveCount(0);

  // Delete, after confirmation.
  await openClientsTab(page);
  await page.getByRole("button", { name: `Elimina ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
  await expect(confirm).toContainText(`Sei sicuro di voler eliminare il cliente "${renamed}"?`);
  await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(toasts(page)).toContainText("Cliente eliminato");
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("client-card").filter({ hasText: renamed })).toHaveCount(0);
  expect(await findClient(page, renamed)).toBeUndefined();
});
