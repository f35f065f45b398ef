import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { untilHydrated } from "./helpers/hydrated";

const toasts = (page: Page) => page.locator("li[data-variant]");
const menu = (page: Page, id: string) => page.getByTestId(`menu-${id}`);

async function openMenusTab(page: Page) {
  await page.goto("/admin/dashboard?tab=menus");
  await expect(page.getByRole("heading", { level: 2, name: "Menu" })).toBeVisible();
  await expect(menu(page, "footer-legal")).toBeVisible();
}

/** A public page in a new visitor's context, once it runs. */
async function openPublic(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await untilHydrated(page);
}

test("the owner adds an entry to the bar, reorders it, edits a footer entry: the site shows them", async ({
  adminPage,
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  const label = `Il team ${Date.now().toString(36)}`;
  await openMenusTab(adminPage);
  await expectNoAxeViolations(adminPage);

  // Add an entry at the end of the bar, to a page chosen from the list.
  const bar = menu(adminPage, "navbar");
  const before = await bar.getByRole("listitem").count();
  await bar.getByRole("button", { name: "Aggiungi voce a Barra di navigazione" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Nuova voce di menu" });
  await expect(dialog.getByRole("combobox", { name: "Menu" })).toHaveValue("navbar");
  await dialog.getByRole("button", { name: "Crea voce di menu" }).click();
  await expect(dialog.getByText("Etichetta: campo obbligatorio")).toBeVisible();
  await expect(dialog.getByText("Scegli una pagina del sito dall'elenco")).toBeVisible();
  await expectNoAxeViolations(adminPage);

  await dialog.getByRole("textbox", { name: "Etichetta" }).fill(label);
  await dialog.getByRole("combobox", { name: "Pagina" }).selectOption("/team");
  await expect(dialog.getByRole("combobox", { name: "Visibile nella barra" })).toHaveValue("lg");
  await dialog.getByRole("button", { name: "Crea voce di menu" }).click();
  await expect(toasts(adminPage)).toContainText("Voce di menu creata");
  await expect(dialog).toBeHidden();
  const entries = bar.getByRole("listitem");
  await expect(entries).toHaveCount(before + 1);
  await expect(entries.last()).toContainText(label);
  await expect(entries.last()).toContainText("Il nostro team (/team)");

  // Keyboard reordering: the focus stays on 'Su', in the entry's new place.
  const up = bar.getByRole("button", { name: `Sposta su: ${label}` });
  await up.focus();
  await adminPage.keyboard.press("Enter");
  await expect(entries.nth(before - 1)).toContainText(label);
  await expect(up).toBeFocused();
  await adminPage.keyboard.press("Enter");
  await expect(entries.nth(before - 2)).toContainText(label);

  // Edit the footer's Azienda column: 'Supporto' becomes 'Assistenza tecnica'.
  const company = menu(adminPage, "footer-company");
  await company.getByRole("button", { name: /^Modifica Supporto/ }).click();
  const edit = adminPage.getByRole("dialog", { name: "Modifica voce di menu" });
  await expect(edit.getByRole("combobox", { name: "Visibile nella barra" })).toHaveCount(0);
  await edit.getByRole("textbox", { name: "Etichetta" }).fill("Assistenza tecnica");
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(adminPage)).toContainText("Voce di menu aggiornata");
  await expect(company).toContainText("Assistenza tecnica");

  // The public site, for a visitor: the bar on a wide screen, the side menu at 375 px, the footer.
  await openPublic(page, "/contatti", 1536);
  const publicBar = page.getByRole("navigation", { name: "Navigazione principale" });
  await expect(publicBar.getByRole("link", { name: label, exact: true })).toHaveAttribute(
    "href",
    "/team",
  );
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Assistenza tecnica" })).toHaveAttribute(
    "href",
    "/support",
  );
  await expect(footer.getByRole("link", { name: "Supporto", exact: true })).toHaveCount(0);

  await openPublic(page, "/chi-siamo", 375);
  await page.getByRole("button", { name: "Apri il menu" }).click();
  const sideMenu = page.getByRole("dialog", { name: "Menu" });
  const mainGroup = sideMenu.getByRole("navigation", { name: "Menu principale" });
  await expect(mainGroup.getByRole("link", { name: label, exact: true })).toHaveAttribute(
    "href",
    "/team",
  );
  // Area Clienti still closes the main group.
  await expect(mainGroup.getByRole("link").last()).toHaveText("Area Clienti");
  await page.keyboard.press("Escape");

  // Put the site back as it was: the footer's label, and the bar without the new entry.
  await company.getByRole("button", { name: /^Modifica Assistenza tecnica/ }).click();
  await edit.getByRole("textbox", { name: "Etichetta" }).fill("Supporto");
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(edit).toBeHidden();
  await bar.getByRole("button", { name: new RegExp(`^Elimina ${label}`) }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Conferma eliminazione" });
  await expect(confirm).toContainText(`Sei sicuro di voler eliminare la voce "${label}"?`);
  await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(toasts(adminPage)).toContainText("Voce di menu eliminata");
  await expect(entries).toHaveCount(before);
});

test("an external address: checked in the form, drawn as a plain link", async ({
  adminPage,
  page,
}) => {
  const label = `Webmail ${Date.now().toString(36)}`;
  await openMenusTab(adminPage);
  const legal = menu(adminPage, "footer-legal");
  await legal.getByRole("button", { name: "Aggiungi voce a Piè di pagina: link legali" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Nuova voce di menu" });
  await dialog.getByRole("textbox", { name: "Etichetta" }).fill(label);
  await dialog.getByRole("combobox", { name: "Destinazione" }).selectOption("url");
  const address = dialog.getByRole("textbox", { name: "Indirizzo" });
  await address.fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Crea voce di menu" }).click();
  await expect(dialog.getByText(/^Indirizzo non valido/)).toBeVisible();
  await address.fill("https://webmail.scaligeradigital.example");
  await dialog.getByRole("button", { name: "Crea voce di menu" }).click();
  await expect(dialog).toBeHidden();

  await openPublic(page, "/", 1280);
  await expect(
    page
      .getByRole("navigation", { name: "Informazioni legali" })
      .getByRole("link", { name: label }),
  ).toHaveAttribute("href", "https://webmail.scaligeradigital.example");

  await legal.getByRole("button", { name: new RegExp(`^Elimina ${label}`) }).click();
  await adminPage.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(legal).not.toContainText(label);
});
