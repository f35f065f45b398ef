import sharp from "sharp";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

const toasts = (page: Page) => page.locator("li[data-variant]");

async function openSolutionsTab(page: Page) {
  await page.goto("/admin/dashboard?tab=solutions");
  await expect(page.getByRole("heading", { level: 2, name: "Piattaforme" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Caricamento..." })).toHaveCount(0);
}

const shortText = "Prenotazioni e check-in online per gli agriturismi del Garda.";
const longText =
  "Le camere, i pasti e le esperienze in un unico calendario.\n\nGli ospiti prenotano dal sito e ricevono la conferma via e-mail.";

test("draft solution: slug from the name, 404 until published, preview link, delete", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const name = `Agriturismo Facile ${stamp}`;
  const slug = `agriturismo-facile-${stamp}`;
  await openSolutionsTab(page);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Nuova piattaforma" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuova piattaforma" });
  await dialog.getByRole("button", { name: "Crea piattaforma" }).click();
  await expect(dialog.getByText("Nome soluzione richiesto")).toBeVisible();
  await expect(dialog.getByText("Slug richiesto")).toBeVisible();
  await expect(dialog.getByText("Descrizione breve richiesta")).toBeVisible();
  await expect(dialog.getByText("Descrizione completa richiesta")).toBeVisible();

  // The slug follows the name while creating...
  const nameBox = dialog.getByRole("textbox", { name: "Nome" });
  const slugBox = dialog.getByRole("textbox", { name: "Slug" });
  await nameBox.fill(`Agriturismo  Facile! ${stamp}`);
  await expect(slugBox).toHaveValue(slug);
  // ...until the slug is edited by hand.
  await slugBox.fill("Slug Errato");
  await nameBox.fill(name);
  await expect(slugBox).toHaveValue("Slug Errato");
  await dialog.getByRole("textbox", { name: "Descrizione breve" }).fill(shortText);
  await dialog.getByRole("textbox", { name: "Descrizione completa" }).fill(longText);
  await dialog.getByRole("button", { name: "Crea piattaforma" }).click();
  await expect(
    dialog.getByText("Slug deve contenere solo lettere minuscole, numeri e trattini"),
  ).toBeVisible();
  await slugBox.fill(slug);

  await dialog.getByRole("combobox", { name: "Categoria" }).selectOption("platform");
  await dialog.getByRole("combobox", { name: "Colore" }).selectOption("emerald");
  await dialog
    .getByRole("textbox", { name: "Funzionalità" })
    .fill("Calendario camere, , Pagamenti online ,Check-in digitale");
  await dialog.getByRole("textbox", { name: "Tecnologie" }).fill("React, PostgreSQL");
  await dialog.getByRole("button", { name: "Aggiungi caso d'uso" }).click();
  await dialog
    .getByRole("textbox", { name: "Titolo del caso d'uso 1" })
    .fill("Agriturismo con ristorante");
  await dialog
    .getByRole("textbox", { name: "Descrizione del caso d'uso 1" })
    .fill("Camere e tavoli prenotati dallo stesso calendario.");
  await dialog.getByRole("textbox", { name: "Meta title" }).fill(`${name} | Scaligera Digital`);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Crea piattaforma" }).click();
  await expect(toasts(page)).toContainText("Soluzione creata con successo");
  await expect(dialog).toBeHidden();

  const row = page.getByTestId("solution-row").filter({ hasText: name });
  await expect(row).toContainText("Bozza");
  await expect(row).toContainText(`/${slug}`);
  await expect(row).toContainText(shortText);
  await expect(row).toContainText("Piattaforma");
  await expect(row.getByRole("link", { name: /Anteprima/ })).toHaveCount(0);
  await expect(row.getByRole("img", { name: "Colore: Smeraldo" })).toBeVisible();

  // A draft has no public page.
  expect((await request.get(`/piattaforme/${slug}`)).status()).toBe(404);
  expect((await request.get(`/api/solutions/${slug}`)).status()).toBe(404);

  // The same slug cannot be used twice: error toast, dialog stays open.
  await page.getByRole("button", { name: "Nuova piattaforma" }).click();
  const second = page.getByRole("dialog", { name: "Nuova piattaforma" });
  await second.getByRole("textbox", { name: "Nome" }).fill(name);
  await second.getByRole("textbox", { name: "Descrizione breve" }).fill(shortText);
  await second.getByRole("textbox", { name: "Descrizione completa" }).fill(longText);
  await second.getByRole("button", { name: "Crea piattaforma" }).click();
  await expect(toasts(page)).toContainText("Errore nella creazione della soluzione");
  await expect(second.getByText("Esiste già una piattaforma con questo slug")).toBeVisible();
  await second.getByRole("button", { name: "Annulla" }).click();
  await expect(second).toBeHidden();

  // Publish it.
  await page.getByRole("button", { name: `Modifica ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifica piattaforma" });
  await expect(edit.getByRole("textbox", { name: "Funzionalità" })).toHaveValue(
    "Calendario camere, Pagamenti online, Check-in digitale",
  );
  await edit.getByRole("switch", { name: "Pubblicato" }).click();
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Soluzione aggiornata con successo");
  await expect(row).toContainText("Pubblicato");

  const preview = row.getByRole("link", { name: /Anteprima/ });
  await expect(preview).toHaveAttribute("href", `/piattaforme/${slug}`);
  await expect(preview).toHaveAttribute("target", "_blank");
  const [popup] = await Promise.all([page.waitForEvent("popup"), preview.click()]);
  await expect(popup.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(popup.getByText(shortText).first()).toBeVisible();
  await expect(popup.getByText("Gli ospiti prenotano dal sito")).toBeVisible();
  await popup.close();
  const page200 = await request.get(`/piattaforme/${slug}`);
  expect(page200.status()).toBe(200);
  expect(await page200.text()).toContain("Camere e tavoli prenotati dallo stesso calendario.");

  // Delete it: the page is gone.
  await page.getByRole("button", { name: `Elimina ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
  await expect(confirm).toContainText(`Sei sicuro di voler eliminare la piattaforma "${name}"?`);
  await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(toasts(page)).toContainText("Soluzione eliminata con successo");
  await expect(row).toHaveCount(0);
  expect((await request.get(`/piattaforme/${slug}`)).status()).toBe(404);
});

/** A small PNG of one colour, made here. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test("gallery picked by upload and reordered by keyboard, related services chosen from the list", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const name = `Cantina Aperta ${stamp}`;
  const slug = `cantina-aperta-${stamp}`;
  const createdRes = await page.request.post("/api/admin/solutions", {
    data: {
      name,
      slug,
      shortDescription: shortText,
      longDescription: longText,
      published: true,
      sortOrder: 900,
    },
  });
  expect(createdRes.status()).toBe(201);
  const { id } = (await createdRes.json()) as { id: number };
  try {
    await openSolutionsTab(page);
    await page.getByRole("button", { name: `Modifica ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Modifica piattaforma" });
    const gallery = dialog.getByRole("group", { name: "Galleria" });
    await expect(gallery).toContainText("Nessuna immagine.");
    // No address to type: the gallery is only what was uploaded.
    await expect(gallery.getByRole("textbox")).toHaveCount(0);

    const upload = dialog.getByLabel("Carica immagine: Aggiungi un'immagine alla galleria");
    await upload.setInputFiles({
      name: "vigna.png",
      mimeType: "image/png",
      buffer: await png(30, 120, 60),
    });
    await expect(gallery.getByRole("img", { name: "Immagine 1 di 1" })).toBeVisible();
    await upload.setInputFiles({
      name: "cantina.png",
      mimeType: "image/png",
      buffer: await png(140, 30, 40),
    });
    const second = gallery.getByRole("img", { name: "Immagine 2 di 2" });
    await expect(second).toBeVisible();
    const stored = /^\/uploads\/images\/[a-f0-9]+\.webp$/;
    const first = (await gallery
      .getByRole("img", { name: "Immagine 1 di 2" })
      .getAttribute("src"))!;
    const last = (await second.getAttribute("src"))!;
    expect(first).toMatch(stored);
    expect(last).toMatch(stored);
    await expect(gallery.getByRole("button", { name: "Sposta su: Immagine 1" })).toBeDisabled();
    await expect(gallery.getByRole("button", { name: "Sposta giù: Immagine 2" })).toBeDisabled();

    // Reorder by keyboard: the second image moves up, the focus stays in its new row.
    await gallery.getByRole("button", { name: "Sposta su: Immagine 2" }).focus();
    await page.keyboard.press("Enter");
    await expect(gallery.getByRole("status").filter({ hasText: "spostata" })).toHaveText(
      "Immagine 2 spostata in posizione 1 di 2.",
    );
    await expect(gallery.getByRole("img", { name: "Immagine 1 di 2" })).toHaveAttribute(
      "src",
      last,
    );
    await expect(gallery.getByRole("img", { name: "Immagine 2 di 2" })).toHaveAttribute(
      "src",
      first,
    );
    await expect(gallery.getByRole("button", { name: "Sposta giù: Immagine 1" })).toBeFocused();

    // Related services: the site's services by name.
    const related = dialog.getByRole("group", { name: "Servizi correlati" });
    await expect(related.getByRole("checkbox")).toHaveCount(6);
    await related.getByRole("checkbox", { name: "Soluzioni Cloud" }).check();
    await related.getByRole("checkbox", { name: "Consulenza IT" }).check();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Salva modifiche" }).click();
    await expect(toasts(page)).toContainText("Soluzione aggiornata con successo");
    await expect(dialog).toBeHidden();
    const saved = (await (await page.request.get(`/api/solutions/${slug}`)).json()) as {
      galleryImages: string[];
      relatedServices: string[];
    };
    expect(saved.galleryImages).toEqual([last, first]);
    expect(saved.relatedServices).toEqual(["soluzioni-cloud", "consulenza-it"]);

    // Opening it again shows the same choices.
    await page.getByRole("button", { name: `Modifica ${name}` }).click();
    await expect(dialog.getByRole("checkbox", { name: "Soluzioni Cloud" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Siti Internet" })).not.toBeChecked();
    await expect(dialog.getByRole("img", { name: "Immagine 1 di 2" })).toHaveAttribute("src", last);
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(dialog).toBeHidden();

    // The public page: the gallery in the chosen order, the related services as links.
    await page.goto(`/piattaforme/${slug}`);
    const pictures = page.getByRole("region", { name: "Galleria" }).getByRole("img");
    await expect(pictures).toHaveCount(2);
    await expect(pictures.nth(0)).toHaveAttribute("src", last);
    await expect(pictures.nth(1)).toHaveAttribute("src", first);
    const links = page.getByRole("navigation", { name: "Servizi correlati" }).getByRole("link");
    await expect(links).toHaveText(["Soluzioni Cloud", "Consulenza IT"]);
    await expect(links.nth(0)).toHaveAttribute("href", "/servizi/soluzioni-cloud");
    await expectNoAxeViolations(page);
  } finally {
    await page.request.delete(`/api/admin/solutions/${id}`);
  }
});
