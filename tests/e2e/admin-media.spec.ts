import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";

const toasts = (page: Page) => page.locator("li[data-variant]");

async function openMedia(page: Page, query = "") {
  await page.goto(`/admin/dashboard?tab=media${query}`);
  await expect(page.getByRole("heading", { level: 2, name: "Media" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Caricamento..." })).toHaveCount(0);
}

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** Chooses the image named `name` in the dialog's image field from the library, by keyboard. */
async function chooseFromLibrary(page: Page, field: string, name: string) {
  await page.getByRole("button", { name: `Scegli dalla libreria: ${field}` }).click();
  const picker = page.getByRole("dialog", { name: `Scegli dalla libreria: ${field}` });
  await picker.getByRole("searchbox", { name: "Cerca" }).fill(name);
  const item = picker.getByTestId("media-picker-item").filter({ hasText: name });
  await expect(picker.getByTestId("media-picker-item")).toHaveCount(1);
  return { picker, item };
}

test("the media library: upload several, reuse in a post and a partner, delete refused while used, focal point on the page", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const first = `sede-${stamp}.png`;
  const second = `vigneto-${stamp}.png`;

  // Upload two files at once: each gets its progress and outcome.
  await openMedia(page);
  await page.getByLabel("Carica immagini").setInputFiles([
    { name: first, mimeType: "image/png", buffer: await png(200, 60, 20) },
    { name: second, mimeType: "image/png", buffer: await png(20, 120, 60) },
  ]);
  const rows = page.getByTestId("media-upload-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: first })).toContainText("Caricata");
  await expect(rows.filter({ hasText: second })).toContainText("Caricata");

  // Search, and the badge and filter of a missing alternative text.
  await page.getByRole("searchbox", { name: "Cerca" }).fill(stamp);
  const cards = page.getByTestId("media-card");
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ hasText: first });
  await expect(card).toContainText("Senza testo alternativo");
  await expect(card).toContainText("1200 × 600 px");
  await expect(card).toContainText("Non usata");
  await expect(card).toContainText("Caricata il");
  await expectNoAxeViolations(page);
  await page.getByRole("combobox", { name: "Testo alternativo" }).selectOption("present");
  await expect(page.getByText("Nessuna immagine corrisponde alla ricerca.")).toBeVisible();
  await page.getByRole("combobox", { name: "Testo alternativo" }).selectOption("missing");
  await expect(cards).toHaveCount(2);

  // Reuse the first in a new post, chosen from the library by keyboard (axe on the picker).
  const title = `Nuova sede ${stamp}`;
  await page.goto("/admin/dashboard?tab=blog");
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  const post = page.getByRole("dialog", { name: "Nuovo articolo" });
  await post.getByRole("textbox", { name: "Titolo", exact: true }).fill(title);
  await post.getByRole("switch", { name: "Pubblicato" }).click();
  await post.getByRole("textbox", { name: "Contenuto" }).click();
  await page.keyboard.type("La nuova sede a Verona.");
  const { picker, item } = await chooseFromLibrary(page, "Immagine in evidenza", first);
  await expectNoAxeViolations(page);
  await item.focus();
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  const preview = post.getByRole("img", { name: "Anteprima dell'immagine in evidenza" });
  await expect(preview).toHaveAttribute("src", /^\/uploads\/images\/[a-f0-9]+\.webp$/);
  const url = await preview.getAttribute("src");
  await post.getByRole("button", { name: "Crea articolo" }).click();
  await expect(toasts(page)).toContainText("Articolo creato");

  // ... and as a partner's logo.
  const partner = `Partner ${stamp}`;
  await page.goto("/admin/dashboard?tab=partners");
  await page.getByRole("button", { name: "Nuovo partner" }).click();
  const partnerDialog = page.getByRole("dialog", { name: "Nuovo partner" });
  await partnerDialog.getByRole("textbox", { name: "Nome partner" }).fill(partner);
  const logo = await chooseFromLibrary(page, "Logo", first);
  await logo.item.click();
  await expect(partnerDialog.getByRole("img", { name: "Anteprima del logo" })).toHaveAttribute(
    "src",
    url!,
  );
  await partnerDialog.getByRole("button", { name: "Crea partner" }).click();
  await expect(toasts(page)).toContainText("Partner creato con successo");

  // The public post crops the cover around its centre until a focal point is set.
  await page.goto("/blog");
  await page
    .getByRole("link", { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const cover = page.getByTestId("blog-article").locator(`img[src="${url}"]`);
  await expect(cover).toHaveCSS("object-position", "50% 50%");
  const postPath = new URL(page.url()).pathname;

  // Where it is used; the delete is refused and says where.
  await openMedia(page, `&q=${stamp}`);
  await expect(card).toContainText(`Articolo "${title}"`);
  await expect(card).toContainText(`Partner "${partner}"`);
  await card.getByRole("button", { name: `Elimina: ${first}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Elimina immagine" });
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(toasts(page)).toContainText(`"${first}" è usata in: Articolo "${title}"`);
  await confirm.getByRole("button", { name: "Annulla" }).click();
  await expect(card).toBeVisible();

  // Alternative text and focal point, the marker moved by keyboard.
  await card.getByRole("button", { name: `Modifica: ${first}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifica immagine" });
  await edit.getByRole("textbox", { name: "Testo alternativo" }).fill("L'ingresso della sede");
  const marker = edit.getByRole("button", { name: "Punto focale" });
  await marker.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowUp");
  await expect(edit.getByText("70% da sinistra, 30% dall'alto")).toBeVisible();
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Immagine aggiornata");
  await expect(edit).toBeHidden();
  await expect(card).toContainText("L'ingresso della sede");
  await expect(card).not.toContainText("Senza testo alternativo");

  await page.goto(postPath);
  await expect(cover).toHaveCSS("object-position", "70% 30%");

  // A page: the image block chosen from the library takes the image's alt into its empty alt
  // field; a project's image keeps its own alt and crops around the focal point.
  await page.goto("/admin/dashboard?tab=pages");
  await page.getByRole("button", { name: "Nuova pagina" }).click();
  const newPage = page.getByRole("dialog", { name: "Nuova pagina" });
  await newPage.getByLabel("Titolo").fill(`La sede ${stamp}`);
  const pagePath = await newPage.getByTestId("page-full-path").textContent();
  await newPage.getByRole("button", { name: "Crea la pagina" }).click();
  await expect(page).toHaveURL(/[?&]pagina=\d+/);
  const blocks = page.getByTestId("page-block");
  const addBlock = async (name: RegExp) => {
    await page.getByRole("button", { name: "Aggiungi un blocco" }).click();
    await page
      .getByRole("dialog", { name: "Aggiungi un blocco" })
      .getByRole("button", { name })
      .click();
  };
  const pickIn = async (block: ReturnType<typeof blocks.nth>) => {
    await block.getByRole("button", { name: "Scegli dalla libreria: Immagine" }).click();
    const library = page.getByRole("dialog", { name: "Scegli dalla libreria: Immagine" });
    await library.getByRole("searchbox", { name: "Cerca" }).fill(first);
    await expect(library.getByTestId("media-picker-item")).toHaveCount(1);
    await library.getByTestId("media-picker-item").click();
    await expect(library).toBeHidden();
  };
  await addBlock(/^Immagine Un'immagine/);
  const imageBlock = blocks.nth(1);
  await expect(imageBlock.getByRole("textbox", { name: "Testo alternativo" })).toHaveValue("");
  await pickIn(imageBlock);
  await expect(imageBlock.getByRole("textbox", { name: "Testo alternativo" })).toHaveValue(
    "L'ingresso della sede",
  );
  await addBlock(/^Progetti I progetti/);
  const projectBlock = blocks.nth(2);
  await pickIn(projectBlock);
  await expect(
    projectBlock.getByRole("textbox", { name: "Testo alternativo dell'immagine" }),
  ).toHaveValue("Descrivi l'immagine");
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Pubblicata");
  await page.goto(pagePath!);
  await expect(page.locator(`figure img[src="${url}"]`)).toHaveAttribute(
    "alt",
    "L'ingresso della sede",
  );
  const projectImage = page.getByTestId("portfolio-project").locator(`img[src="${url}"]`);
  await expect(projectImage).toHaveAttribute("alt", "Descrivi l'immagine");
  await expect(projectImage).toHaveCSS("object-position", "70% 30%");

  // The unused one goes, selected and confirmed.
  await openMedia(page, `&q=${stamp}`);
  await page.getByRole("checkbox", { name: `Seleziona: ${second}` }).check();
  await page.getByRole("button", { name: "Elimina selezionate" }).click();
  await page
    .getByRole("alertdialog", { name: "Elimina immagine" })
    .getByRole("button", { name: "Elimina" })
    .click();
  await expect(toasts(page)).toContainText("Immagine eliminata");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(first);
});
