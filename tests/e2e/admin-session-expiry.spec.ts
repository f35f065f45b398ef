import type { Page } from "@playwright/test";
import { ADMIN, expect, test } from "./fixtures";

/**
 * A session that expires while the admin edits (decision 025): the save signs in again in place
 * and then completes by itself, with what was typed; giving up keeps the form open. Reads with
 * nothing being edited still go to the login page.
 */
const toasts = (page: Page) => page.locator("li[data-variant]");
const expire = (page: Page) => page.context().clearCookies({ name: "sd_admin_session" });

async function openClients(page: Page) {
  await page.goto("/admin/dashboard?tab=clients");
  await expect(page.getByRole("heading", { level: 2, name: "Referenze" })).toBeVisible();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
}

test("a save that meets an expired session signs in again in the dialog and is completed", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const name = `Studio Dentistico Arena ${Date.now().toString(36)}`;
  await openClients(page);
  await page.getByRole("button", { name: "Nuovo cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo cliente" });
  await dialog.getByRole("textbox", { name: "Nome cliente" }).fill(name);
  await dialog.getByRole("textbox", { name: "Sito web" }).fill("https://www.studioarena.example");
  await dialog.getByRole("spinbutton", { name: "Ordine" }).fill("3");

  // The session ends while the dialog is open.
  await expire(page);
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  const relogin = page.getByRole("dialog", { name: "Sessione scaduta" });
  await expect(relogin).toBeVisible();
  await expect(relogin.getByRole("textbox", { name: "Username" })).toHaveValue(ADMIN.username);
  await expect(relogin.getByLabel("Password")).toBeFocused();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  // Giving up: the form stays, with what was typed, and says why nothing was saved.
  await relogin.getByRole("button", { name: "Annulla" }).click();
  await expect(relogin).toHaveCount(0);
  await expect(toasts(page)).toContainText("Sessione scaduta");
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=clients$/);
  await expect(dialog.getByRole("textbox", { name: "Nome cliente" })).toHaveValue(name);

  // Trying again: a wrong password is said in the dialog, the right one completes the save.
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(relogin).toBeVisible();
  await relogin.getByLabel("Password").fill("password-sbagliata");
  await relogin.getByRole("button", { name: "Accedi" }).click();
  await expect(relogin.getByRole("alert")).toHaveText("Credenziali non valide");
  await expect(relogin.getByLabel("Password")).toHaveValue("");
  await relogin.getByLabel("Password").fill(ADMIN.password);
  await relogin.getByRole("button", { name: "Accedi" }).click();
  await expect(relogin).toHaveCount(0);
  await expect(toasts(page)).toContainText("Cliente creato");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=clients$/);

  const list = (await (await page.request.get("/api/clients")).json()) as {
    id: number;
    name: string;
    websiteUrl: string | null;
    sortOrder: number;
  }[];
  const saved = list.find((client) => client.name === name);
  expect(saved).toMatchObject({ websiteUrl: "https://www.studioarena.example", sortOrder: 3 });
  await expect(page.getByRole("heading", { name })).toBeVisible();
  expect((await page.request.delete(`/api/admin/clients/${saved!.id}`)).status()).toBe(204);
});

test("with nothing being edited an expired session still goes to the login page", async ({
  adminPage: page,
}) => {
  await openClients(page);
  await expire(page);
  await page.getByRole("link", { name: "Contatti" }).first().click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toasts(page)).toContainText("Sessione scaduta");
});
