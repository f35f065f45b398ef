import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import sharp from "sharp";

const toasts = (page: Page) => page.locator("li[data-variant]");

async function openBlogTab(page: Page, query = "") {
  await page.goto(`/admin/dashboard?tab=blog${query}`);
  if (!query) await expect(page.getByRole("heading", { level: 2, name: "Blog" })).toBeVisible();
}

type ApiPost = { id: number; slug: string; title: string; content: string; published: boolean };

async function findPost(page: Page, title: string): Promise<ApiPost | undefined> {
  const posts = (await (await page.request.get("/api/blog")).json()) as ApiPost[];
  return posts.find((post) => post.title === title);
}

test("write, publish, edit and delete an article with the rich-text editor", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  // A long flow with several axe scans on a shared, busy machine.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Backup in azienda: la regola 3-2-1 ${stamp}`;
  // The list, its axe scan, the required fields and the delete confirmation's failure and
  // pending states are the kit's, checked on this same tab: admin-kit.spec.ts.
  await openBlogTab(page);
  await expect(page.getByRole("status").filter({ hasText: "Caricamento..." })).toHaveCount(0);

  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo articolo" });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("textbox", { name: "Titolo", exact: true }).fill(title);
  await dialog
    .getByRole("textbox", { name: "Estratto" })
    .fill("Tre copie, due supporti, una fuori sede: come applicarla in una PMI.");
  await dialog.getByRole("combobox", { name: "Categoria" }).selectOption("sicurezza");
  await dialog.getByRole("textbox", { name: "Tag", exact: true }).fill("backup, sicurezza, , PMI");
  await dialog.getByRole("switch", { name: "Pubblicato" }).click();

  // The editor: bold text by keyboard shortcut, a bullet list from the toolbar.
  const editor = dialog.getByRole("textbox", { name: "Contenuto" });
  await editor.click();
  await page.keyboard.type("Ogni azienda deve proteggere i dati ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("con tre copie");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(".");
  await page.keyboard.press("Enter");
  const toolbar = dialog.getByRole("toolbar", { name: "Formattazione del testo" });
  await toolbar.getByRole("button", { name: "Elenco puntato" }).click();
  await expect(toolbar.getByRole("button", { name: "Elenco puntato" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.type("Copia locale sul NAS");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Copia nel cloud");
  // Leave the list, then add a link from the toolbar (Enter applies, Escape only closes the form).
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Approfondimenti: ");
  await toolbar.getByRole("button", { name: "Link" }).click();
  const linkField = dialog.getByRole("textbox", { name: "Indirizzo del link" });
  await expect(linkField).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(linkField).toBeHidden();
  await expect(dialog).toBeVisible();
  await toolbar.getByRole("button", { name: "Link" }).click();
  await linkField.fill("javascript:alert(1)");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Indirizzo non valido")).toBeVisible();
  await linkField.fill("https://www.acn.gov.it");
  await page.keyboard.press("Enter");
  await expect(linkField).toBeHidden();
  // The toolbar is one Tab stop; the arrows move inside it. Closing the link form gives the
  // editor its focus back a moment later: try again if that took the focus from the toolbar.
  await expect(async () => {
    await toolbar.getByRole("button", { name: "Grassetto" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(toolbar.getByRole("button", { name: "Corsivo" })).toBeFocused({ timeout: 1000 });
  }).toPass();

  // Featured image upload with a PNG made here.
  const png = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  await dialog.getByLabel("Carica immagine: Immagine in evidenza").setInputFiles({
    name: "copertina.png",
    mimeType: "image/png",
    buffer: png,
  });
  await expect(toasts(page)).toContainText("Immagine caricata");
  await expect(
    dialog.getByRole("img", { name: "Anteprima dell'immagine in evidenza" }),
  ).toHaveAttribute("src", /^\/uploads\/images\/[a-f0-9]+\.webp$/);
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Crea articolo" }).click();
  await expect(toasts(page)).toContainText("Articolo creato");
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("blog-row").filter({ hasText: title });
  await expect(row).toContainText("Sicurezza");
  await expect(row).toContainText("Pubblicato");

  // Public pages, straight from the database.
  const created = await findPost(page, title);
  expect(created?.slug).toBe(`backup-in-azienda-la-regola-3-2-1-${stamp}`);
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
  await page.goto(`/blog/${created!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const content = page.getByTestId("blog-content");
  await expect(content.locator("strong")).toHaveText("con tre copie");
  await expect(content.locator("ul > li")).toHaveText(["Copia locale sul NAS", "Copia nel cloud"]);
  await expect(content.getByRole("link", { name: "https://www.acn.gov.it" })).toHaveAttribute(
    "href",
    "https://www.acn.gov.it",
  );

  // Edit: new title, unpublished.
  await openBlogTab(page);
  await page.getByRole("button", { name: `Modifica ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifica articolo" });
  await expect(edit.getByRole("textbox", { name: "Tag", exact: true })).toHaveValue(
    "backup, sicurezza, PMI",
  );
  await expect(edit.getByRole("textbox", { name: "Contenuto" }).locator("strong")).toHaveText(
    "con tre copie",
  );
  const newTitle = `${title} aggiornato`;
  await edit.getByRole("textbox", { name: "Titolo", exact: true }).fill(newTitle);
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Articolo aggiornato");
  await expect(page.getByTestId("blog-row").filter({ hasText: newTitle })).toBeVisible();
  const updated = await findPost(page, newTitle);
  await page.goto(`/blog/${updated!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();

  // Delete, with the spec's confirmation texts.
  await openBlogTab(page);
  await page.getByRole("button", { name: `Elimina ${newTitle}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
  await expect(confirm).toContainText(`Sei sicuro di voler eliminare l'articolo "${newTitle}"?`);
  await expect(confirm).toContainText("Questa azione non può essere annullata.");
  await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(toasts(page)).toContainText("Articolo eliminato");
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("blog-row").filter({ hasText: newTitle })).toHaveCount(0);
  expect(await findPost(page, newTitle)).toBeUndefined();
  expect((await page.goto(`/blog/${updated!.slug}`))?.status()).toBe(404);
  await page.goto("/blog");
  await expect(page.getByText(newTitle)).toHaveCount(0);
});

test("an article made from the dashboard's quick action (?new=1) is a draft and stays private", async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  await openBlogTab(page, "&new=1");
  const dialog = page.getByRole("dialog", { name: "Nuovo articolo" });
  await expect(dialog).toBeVisible();

  const title = `Bozza riservata ${Date.now().toString(36)}`;
  await dialog.getByRole("textbox", { name: "Titolo", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Contenuto" }).click();
  await page.keyboard.type("Appunti per un articolo che non è ancora pronto.");
  await dialog.getByRole("button", { name: "Crea articolo" }).click();
  await expect(toasts(page)).toContainText("Articolo creato");
  await expect(page).not.toHaveURL(/new=1/);
  await expect(page.getByTestId("blog-row").filter({ hasText: title })).toContainText("Bozza");

  const draft = await findPost(page, title);
  expect(draft?.published).toBe(false);
  const anonymous = await page.context().browser()!.newContext();
  try {
    const res = await anonymous.request.get(
      `http://127.0.0.1:${new URL(page.url()).port}/api/blog`,
    );
    expect(((await res.json()) as ApiPost[]).some((post) => post.title === title)).toBe(false);
  } finally {
    await anonymous.close();
  }
  expect((await page.request.delete(`/api/admin/blog/${draft!.id}`)).status()).toBe(204);
});
