import { expect, keepOffline, test } from "./fixtures";
import { linkIn, readMails, waitForMail } from "./helpers/mailbox";

/**
 * New customers are invited by mail (issue 22): the Clienti tab creates a customer without a
 * password, the mailed link sets it, the customer signs in; the spent link then says at once
 * that it is no longer valid, without the form.
 */
const PASSWORD = "Benvenuto-Cliente-2026";

test("create a customer, set the password from the mail, sign in; the spent link says so", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `invito.cliente.${Date.now()}@example.it`;

  await adminPage.goto("/admin/dashboard?tab=customers");
  await adminPage.getByRole("button", { name: "Nuovo cliente" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Nuovo cliente" });
  const choice = dialog.getByRole("switch", { name: "Invia un link per impostare la password" });
  await expect(choice).toBeChecked();
  await expect(dialog.getByRole("textbox", { name: "Password" })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill("Bianca");
  await dialog.getByLabel("Cognome").fill("Invitata");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail((m) => m.to === email);
  expect(mail.subject).toContain("imposta la tua password");
  const link = new URL(
    linkIn(mail, "https://www.scaligeradigital.example/customer/reimposta-password"),
  );
  const path = `${link.pathname}${link.search}`;
  const context = await browser.newContext({ baseURL });
  await keepOffline(context);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel("Nuova password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Conferma nuova password").fill(PASSWORD);
  await page.getByRole("button", { name: "Salva la nuova password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password aggiornata" })).toBeVisible();
  // One way to the sign-in after activation.
  await expect(page.getByRole("link", { name: /all'accesso$/ })).toHaveCount(1);
  await page.getByRole("link", { name: "Vai all'accesso" }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  // The spent link: no form, the refusal and what to do, straight from the server.
  await page.goto(path);
  await expect(page.getByRole("alert")).toContainText("Il link non è più valido");
  await expect(page.getByLabel("Nuova password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Richiedi un nuovo link" })).toBeVisible();
  await context.close();

  // "Invia link di accesso" from the list asks first, naming the address; Annulla sends nothing.
  await adminPage.goto(`/admin/dashboard?tab=customers&q=${encodeURIComponent(email)}`);
  const resend = adminPage.getByRole("button", { name: "Invia link di accesso a Bianca Invitata" });
  await resend.click();
  const ask = adminPage.getByRole("alertdialog", { name: "Invia link di accesso" });
  await expect(ask).toContainText(`Inviare a ${email} un link per impostare la password?`);
  await expect(ask.getByRole("button", { name: "Annulla" })).toBeFocused();
  await ask.getByRole("button", { name: "Annulla" }).click();
  await expect(ask).toBeHidden();
  await resend.click();
  await ask.getByRole("button", { name: "Invia il link" }).click();
  await expect(ask).toBeHidden();
  await expect(
    adminPage.locator("li[data-variant]").filter({ hasText: "Link di accesso inviato" }),
  ).toBeVisible();
  const second = await waitForMail((m) => m.to === email && m.text !== mail.text);
  expect(second.subject).toContain("imposta la tua password");
  expect(readMails().filter((m) => m.to === email)).toHaveLength(2);
});
