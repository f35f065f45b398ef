import { expect, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

const toasts = (page: Page) => page.locator("li[data-variant]");

async function openHeroesTab(page: Page) {
  await page.goto("/admin/dashboard?tab=heroes");
  await expect(page.getByRole("heading", { level: 2, name: "Banner della home" })).toBeVisible();
}

type ApiHero = { id: number; name: string; title: string; active: boolean };

const listHeroes = async (page: Page) =>
  (await (await page.request.get("/api/hero-variants")).json()) as ApiHero[];

/** Types `plain` in the dialog's title editor, then `highlighted` with «Evidenziato» on. */
async function typeHighlighted(dialog: Locator, plain: string, highlighted: string) {
  const title = dialog.getByRole("textbox", { name: "Titolo", exact: true });
  await title.click();
  await title.press("ControlOrMeta+a");
  await title.press("Delete");
  await title.pressSequentially(plain);
  const highlight = dialog.getByRole("button", { name: "Evidenziato" });
  await highlight.click();
  await expect(highlight).toHaveAttribute("aria-pressed", "true");
  await title.pressSequentially(highlighted);
  await highlight.click();
  await expect(highlight).toHaveAttribute("aria-pressed", "false");
}

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
    await typeHighlighted(dialog, title.replace(stamp, ""), stamp);
    await dialog.getByLabel("Testo del pulsante").fill("Parliamone");
    await dialog.getByLabel("URL del pulsante").fill("/contatti");
    const preview = dialog.getByTestId("hero-preview");
    await expect(preview).toContainText(title);
    await expect(preview.locator("mark")).toHaveText(stamp);

    // A preset sets the gradient; then the image replaces it.
    await dialog.getByText("Oceano", { exact: true }).click();
    await expect(dialog.getByRole("radio", { name: "Oceano" })).toBeChecked();
    await expect(preview).toHaveCSS("background-image", /rgb\(12, 74, 110\)/);
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
    await expect(card).not.toContainText("<mark>");
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
    await edit.getByLabel("Dal", { exact: true }).fill("2035-03-10");
    await edit.getByLabel("Al", { exact: true }).fill("2035-03-20");
    await edit.getByRole("button", { name: "Salva modifiche" }).click();
    await expect(toasts(page)).toContainText("Variante del banner aggiornata");
    await expect(cards.filter({ hasText: name })).toContainText("Dal 10 mar 2035 al 20 mar 2035");

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

test("a highlighted title, a preset picked with the keyboard, a custom text colour on the home page; overlapping periods refused", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  await openHeroesTab(page);
  const original = (await listHeroes(page)).find((hero) => hero.active) ?? null;
  const seasonal = (await listHeroes(page)).find((hero) => hero.name.startsWith("Natale"));
  const stamp = Date.now().toString(36);
  const name = `Evidenziato e2e ${stamp}`;
  let createdId: number | null = null;
  try {
    await page.getByRole("button", { name: "Nuova variante del banner" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuova variante del banner" });
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
    await typeHighlighted(dialog, "Software su misura ", `a Verona ${stamp}`);
    const preview = dialog.getByTestId("hero-preview");
    await expect(preview.locator("mark")).toHaveText(`a Verona ${stamp}`);

    // The presets are one radio group: arrow keys move the choice.
    const summer = dialog.getByRole("radio", { name: "Estate" });
    await summer.focus();
    await summer.press("Space");
    await expect(summer).toBeChecked();
    await summer.press("ArrowRight");
    const christmas = dialog.getByRole("radio", { name: "Natale" });
    await expect(christmas).toBeChecked();
    await expect(christmas).toBeFocused();
    await expect(preview).toHaveCSS("background-image", /rgb\(127, 29, 29\)/);
    // Two colours of one's own, then back to the preset.
    await dialog.getByRole("radio", { name: "Personalizzato" }).focus();
    await page.keyboard.press("Space");
    await dialog.getByLabel("Colore iniziale").fill("#123456");
    await expect(preview).toHaveCSS("background-image", /rgb\(18, 52, 86\)/);
    await christmas.focus();
    await page.keyboard.press("Space");
    await expect(christmas).toBeChecked();
    await expect(dialog.getByLabel("Colore iniziale")).toHaveCount(0);
    await dialog.getByLabel("Colore del testo").fill("#fef3c7");
    await expectNoAxeViolations(page);

    // A period over the seeded Christmas one is refused, naming it.
    if (seasonal) {
      const dates = await page.request.get("/api/hero-variants");
      const christmasHero = ((await dates.json()) as (ApiHero & { startDate: string })[]).find(
        (hero) => hero.id === seasonal.id,
      )!;
      const day = new Date(christmasHero.startDate).toLocaleDateString("sv-SE", {
        timeZone: "Europe/Rome",
      });
      await dialog.getByLabel("Dal", { exact: true }).fill(day);
      await dialog.getByLabel("Al", { exact: true }).fill(day);
      await dialog.getByRole("button", { name: "Crea variante del banner" }).click();
      await expect(dialog).toContainText(`Il periodo si sovrappone a quello di «${seasonal.name}»`);
      await dialog.getByLabel("Dal", { exact: true }).fill("");
      await dialog.getByLabel("Al", { exact: true }).fill("");
    }

    await dialog.getByRole("switch", { name: "Attiva" }).click();
    await dialog.getByRole("button", { name: "Crea variante del banner" }).click();
    await expect(toasts(page)).toContainText("Variante del banner creata");
    await expect(dialog).toBeHidden();
    createdId = (await listHeroes(page)).find((hero) => hero.name === name)?.id ?? null;
    expect(createdId).not.toBeNull();

    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(`Software su misura a Verona ${stamp}`);
    const mark = heading.locator("mark");
    await expect(mark).toHaveText(`a Verona ${stamp}`);
    // The highlight as before the editor: sky-300 words, no background, in the chosen colour's title.
    await expect(mark).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(heading).toHaveCSS("color", "rgb(254, 243, 199)");
    expect(await mark.evaluate((el) => getComputedStyle(el).color)).not.toBe(
      await heading.evaluate((el) => getComputedStyle(el).color),
    );
    await expect(page.locator("section[aria-labelledby=hero-title]")).toHaveCSS(
      "background-image",
      /rgb\(127, 29, 29\)/,
    );
    await expectNoAxeViolations(page);
  } finally {
    if (original) await page.request.post(`/api/admin/hero-variants/${original.id}/activate`);
    if (createdId !== null) await page.request.delete(`/api/admin/hero-variants/${createdId}`);
  }
});

test("the description written with the toolbar; the card of the variant on the home page now, and the scheduled ones", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  await openHeroesTab(page);
  const heroes = await listHeroes(page);
  const original = heroes.find((hero) => hero.active) ?? null;
  const cards = page.getByTestId("hero-card");
  const shownBadge = cards.filter({ hasText: "In homepage ora" });
  const shownId = async () =>
    ((await (await page.request.get("/api/admin/hero-variants/shown")).json()) as { id: number })
      .id;
  // Outside every period (the seeded ones are ahead) the home page shows the active variant.
  if (original) {
    expect(await shownId()).toBe(original.id);
    await expect(shownBadge).toHaveCount(1);
    await expect(shownBadge).toContainText(original.name);
  }
  // The seeded seasons start after the seed's day: their cards say when.
  const seasonal = heroes.find((hero) => hero.name.startsWith("Natale"));
  if (seasonal) {
    await expect(cards.filter({ hasText: seasonal.name })).toContainText(/Programmato dal /);
  }

  // Opening and closing a seeded variant without a change asks nothing.
  if (original) {
    await page.getByRole("button", { name: `Modifica ${original.name}` }).click();
    const edit = page.getByRole("dialog", { name: "Modifica variante del banner" });
    await expect(edit.getByRole("textbox", { name: "Descrizione" })).toBeVisible();
    await edit.getByRole("button", { name: "Annulla", exact: true }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText("Modifiche non salvate: uscire senza salvare?")).toHaveCount(0);
  }

  const stamp = Date.now().toString(36);
  const name = `Descrizione e2e ${stamp}`;
  const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" });
  let createdId: number | null = null;
  try {
    await page.getByRole("button", { name: "Nuova variante del banner" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuova variante del banner" });
    await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill(name);
    await typeHighlighted(dialog, "Assistenza ", `oggi ${stamp}`);

    const description = dialog.getByRole("textbox", { name: "Descrizione" });
    await description.click();
    await description.pressSequentially("Interveniamo ");
    const bold = dialog.getByRole("button", { name: "Grassetto" });
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await description.pressSequentially("in giornata");
    await bold.click();
    await description.press("Enter");
    const italic = dialog.getByRole("button", { name: "Corsivo" });
    await italic.click();
    await description.pressSequentially("a Verona");
    const preview = dialog.getByTestId("hero-preview");
    await expect(preview.locator("strong")).toHaveText("in giornata");
    await expect(preview.locator("em")).toHaveText("a Verona");

    await dialog.getByLabel("Dal", { exact: true }).fill(today);
    await dialog.getByLabel("Al", { exact: true }).fill(today);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Crea variante del banner" }).click();
    await expect(toasts(page)).toContainText("Variante del banner creata");
    await expect(dialog).toBeHidden();
    createdId = (await listHeroes(page)).find((hero) => hero.name === name)?.id ?? null;
    expect(createdId).not.toBeNull();

    // Its period includes today: the home page shows it, over the active one.
    await expect(shownBadge).toHaveCount(1);
    await expect(shownBadge).toContainText(name);
    if (original) {
      const active = cards.filter({ hasText: original.name });
      await expect(active).toContainText("Attiva");
      await expect(active).not.toContainText("In homepage ora");
    }
    await expectNoAxeViolations(page);

    await page.goto("/");
    const shownDescription = page.locator("section[aria-labelledby=hero-title] h1 + p");
    await expect(shownDescription.locator("strong")).toHaveText("in giornata");
    await expect(shownDescription.locator("em")).toHaveText("a Verona");
    await expect(shownDescription.locator("br")).toHaveCount(1);
    expect(await shownDescription.innerHTML()).toBe(
      "Interveniamo <strong>in giornata</strong><br><em>a Verona</em>",
    );
  } finally {
    if (createdId !== null) await page.request.delete(`/api/admin/hero-variants/${createdId}`);
  }
});
