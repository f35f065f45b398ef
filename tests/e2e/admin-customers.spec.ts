import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** Service templates and customers in the back office (../shared/spec/back-office.md §2-§9). */
const toasts = (page: Page) => page.locator("li[data-variant]");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
}

test("service templates: create with validation, edit, delete with confirmation", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  await openTab(page, "services", "Servizi");
  await expectNoAxeViolations(page);
  const name = `Assistenza sistemistica ${unique()}`;

  await page.getByRole("button", { name: "Nuovo servizio" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo servizio" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Crea servizio" }).click();
  await expect(dialog.getByText("Nome servizio richiesto")).toBeVisible();

  await dialog.getByLabel("Nome servizio").fill(name);
  await dialog.getByLabel("Categoria").selectOption({ label: "Monte ore" });
  await dialog.getByLabel("Tipo").selectOption({ label: "Pacchetto ore" });
  await dialog.getByLabel("Prezzo base").fill("€ 900");
  await dialog.getByLabel("Caratteristiche").fill("20 ore di assistenza\n\nInterventi in sede");
  await dialog.getByRole("button", { name: "Crea servizio" }).click();
  await expect(toasts(page)).toContainText("Servizio creato");
  await expect(dialog).toBeHidden();

  const row = page.getByTestId("template-row").filter({ hasText: name });
  await expect(row).toContainText("Monte ore");
  await expect(row).toContainText("Pacchetto ore");
  await expect(row).toContainText("€ 900");
  await expect(row).toContainText("2 caratteristiche");
  await expect(row).toContainText("Attivo");

  await row.getByRole("button", { name: `Modifica ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifica servizio" });
  await expect(edit.getByLabel("Caratteristiche")).toHaveValue(
    "20 ore di assistenza\nInterventi in sede",
  );
  await edit.getByLabel("Prezzo base").fill("€ 950");
  await edit.getByRole("switch", { name: "Attivo" }).click();
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Servizio aggiornato");
  await expect(row).toContainText("€ 950");
  await expect(row).toContainText("Inattivo");

  await row.getByRole("button", { name: `Elimina ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
  await expect(confirm).toContainText(`Sei sicuro di voler eliminare il servizio "${name}"?`);
  await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(toasts(page)).toContainText("Servizio eliminato");
  await expect(row).toHaveCount(0);
});

test("customers: create, search and filter, deactivate (sessions end), delete", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  await openTab(page, "customers", "Clienti");
  await expectNoAxeViolations(page);
  const id = unique();
  const lastName = `Zanetti${id}`;
  const email = `chiara.zanetti.${id}@example.it`;
  const password = "Zanetti-2026!";

  await page.getByRole("button", { name: "Nuovo cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo cliente" });
  // The default is the mailed link; a password by hand is an explicit choice.
  await dialog.getByRole("switch", { name: "Invia un link per impostare la password" }).click();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(
    dialog.getByText("Nome, Cognome ed Email sono campi obbligatori").first(),
  ).toBeVisible();

  await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill("Chiara");
  await dialog.getByLabel("Cognome").fill(lastName);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("textbox", { name: "Password" }).fill("corta");
  await dialog.getByLabel("Azienda").fill("Zanetti Ottica");
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(dialog.getByText("La password deve avere almeno 10 caratteri")).toBeVisible();
  // A common password passes the form's rules; the server's refusal shows under the field.
  await dialog.getByRole("textbox", { name: "Password" }).fill("qwertyuiop");
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(
    dialog.getByText("Questa password è troppo comune: scegline una meno prevedibile"),
  ).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Password" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await dialog.getByRole("textbox", { name: "Password" }).fill(password);
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(toasts(page)).toContainText("Cliente creato");
  await expect(dialog).toBeHidden();

  // The new customer signs in to the customer area (a separate browser-less client).
  const login = await request.post("/api/customer/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  expect((await request.get("/api/customer/profile")).status()).toBe(200);

  // Search by name and company; the status filter.
  const search = page.getByRole("searchbox", { name: "Cerca" });
  const rows = page.getByTestId("customer-row");
  await search.fill(lastName.toLowerCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expect(page.getByTestId("customers-count")).toContainText("1 di");
  await search.fill(`zanetti ottica ${id}`);
  await expect(rows).toHaveCount(1);
  const status = page.getByLabel("Stato");
  await status.selectOption({ label: "Disattivati" });
  await expect(rows).toHaveCount(0);
  await expect(page.getByText("Nessun cliente corrisponde alla ricerca.")).toBeVisible();
  await status.selectOption({ label: "Attivi" });
  await expect(rows).toHaveCount(1);

  // Deactivate: the customer's session ends.
  await rows
    .first()
    .getByRole("button", { name: `Modifica Chiara ${lastName}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Modifica cliente" });
  await expect(edit.getByRole("textbox", { name: "Password" })).toHaveValue("");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await edit.getByRole("switch", { name: "Cliente attivo" }).click();
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Cliente aggiornato");
  await expect(rows).toHaveCount(0);
  await status.selectOption({ label: "Disattivati" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Disattivato");
  expect((await request.get("/api/customer/profile")).status()).toBe(401);
  // The right password of a deactivated account: 403, which says so (issue 11).
  const again = await request.post("/api/customer/login", { data: { email, password } });
  expect(again.status()).toBe(403);

  await rows
    .first()
    .getByRole("button", { name: `Elimina Chiara ${lastName}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
  await expect(confirm).toContainText(`"Chiara ${lastName}"`);
  await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(toasts(page)).toContainText("Cliente eliminato");
  await expect(rows).toHaveCount(0);
});
