import { expect, test } from "./fixtures";
import { createCustomer, preparePage, toasts, uniqueEmail } from "./helpers/customer-portal";
import { linkIn, readMails, waitForMail } from "./helpers/mailbox";

const ANSWER =
  "Se l'indirizzo è registrato, riceverai un'email con le istruzioni per reimpostare la password.";
const INVALID = "Il link non è valido o è scaduto. Richiedi un nuovo link.";

test.beforeEach(async ({ page }) => preparePage(page));

async function requestLink(page: import("@playwright/test").Page, email: string) {
  await page.goto("/customer/login");
  await page.getByRole("link", { name: "Password dimenticata?" }).click();
  await expect(page).toHaveURL(/\/customer\/password-dimenticata$/);
  await expect(page.getByRole("heading", { level: 1, name: "Password dimenticata" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Invia il link" }).click();
  await expect(page.getByRole("status").filter({ hasText: ANSWER })).toBeVisible();
}

test("an unknown address gets the same answer and no mail", async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto("/customer/password-dimenticata");
  await page.getByRole("button", { name: "Invia il link" }).click();
  await expect(page.getByText("Email non valida")).toBeVisible();
  await expectNoAxeViolations(page);

  const email = uniqueEmail("sconosciuto");
  await requestLink(page, email);
  await expectNoAxeViolations(page);
  await page.waitForTimeout(2500);
  expect(readMails().filter((m) => m.to === email)).toEqual([]);
});

test("forgotten password end to end: mailed link, new password, link spent", async ({
  page,
  baseURL,
  expectNoAxeViolations,
}) => {
  const email = uniqueEmail("reset");
  await createCustomer(baseURL!, email, "Vecchia-2026!");
  await requestLink(page, email);

  const mail = await waitForMail((m) => m.to === email);
  expect(mail.subject).toContain("Reimposta la password");
  // The link names the public site; the test server answers on 127.0.0.1.
  const link = new URL(
    linkIn(mail, "https://www.scaligeradigital.example/customer/reimposta-password"),
  );
  const path = `${link.pathname}${link.search}`;
  await page.goto(path);
  await expect(
    page.getByRole("heading", { level: 1, name: "Reimposta la password" }),
  ).toBeVisible();
  await expect(page.getByLabel("Nuova password", { exact: true })).toHaveAccessibleDescription(
    /^Almeno 10 caratteri\./,
  );
  await page.getByLabel("Nuova password", { exact: true }).fill("Nuova-2026!");
  await page.getByLabel("Conferma nuova password").fill("Altra-2026!");
  await page.getByRole("button", { name: "Salva la nuova password" }).click();
  await expect(page.getByText("Le password non corrispondono")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Conferma nuova password").fill("Nuova-2026!");
  await page.getByRole("button", { name: "Salva la nuova password" }).click();
  await expect(toasts(page)).toContainText("Password aggiornata");
  await page.getByRole("link", { name: "Vai all'accesso" }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Nuova-2026!");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);

  const old = await page.request.post("/api/customer/login", {
    data: { email, password: "Vecchia-2026!" },
  });
  expect(old.status()).toBe(401);

  // A spent link says so at once, without the form.
  await page.goto(path);
  await expect(page.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();
  await expect(page.getByLabel("Nuova password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Richiedi un nuovo link" })).toBeVisible();
});

test("a malformed link shows the error straight away", async ({ page, expectNoAxeViolations }) => {
  await page.goto("/customer/reimposta-password?token=rotto");
  await expect(page.getByRole("alert").filter({ hasText: INVALID })).toBeVisible();
  await expectNoAxeViolations(page);
});
