import { expect, keepOffline, test } from "./fixtures";
import { linkIn, waitForMail } from "./helpers/mailbox";

/**
 * Team accounts and roles (issue 13 point 1, decision 030): the Amministratore invites a
 * Redazione user, the mailed link sets the password, that user signs in with the e-mail, sees
 * only the Redazione tabs and gets 403 from a support call; deactivation ends their session.
 */
const PASSWORD = "Redazione-Password-E2E-2026";
const REDAZIONE_TABS = [
  "dashboard",
  "heroes",
  "blog",
  "pages",
  "menus",
  "clients",
  "partners",
  "software",
  "solutions",
  "media",
  "guides",
  "guide-categories",
  "services",
  "account",
];

test("invite a Redazione user, set the password, sign in by e-mail, role limits, deactivation", async ({
  adminPage,
  browser,
  baseURL,
  expectNoAxeViolations,
}) => {
  // A long journey through two browsers, the mail outbox and four pages.
  test.setTimeout(120_000);
  const email = `redazione.${Date.now()}@example.it`;
  const name = "Giulia Redazione";

  // The Amministratore invites them from the Utenti tab.
  await adminPage.goto("/admin/dashboard?tab=users");
  await expect(adminPage.getByRole("heading", { level: 2, name: "Utenti" })).toBeVisible();
  await adminPage.getByRole("button", { name: "Invita utente" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Invita utente" });
  await dialog.getByLabel("Nome e cognome").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Ruolo").selectOption("editor");
  await expectNoAxeViolations(adminPage);
  await dialog.getByRole("button", { name: "Invia invito" }).click();
  await expect(dialog).toBeHidden();
  const row = adminPage.getByTestId("admin-user-row").filter({ hasText: email });
  await expect(row).toContainText("Redazione");
  await expect(row).toContainText("Invito in attesa");
  await expectNoAxeViolations(adminPage);

  // The mailed link sets the password (another browser, not signed in).
  const mail = await waitForMail((m) => m.to === email);
  expect(mail.subject).toContain("Invito al pannello di amministrazione");
  const link = new URL(linkIn(mail, "https://www.scaligeradigital.example/admin/invito"));
  const context = await browser.newContext({ baseURL });
  await keepOffline(context);
  const page = await context.newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Attiva il tuo account" }),
  ).toBeVisible();
  await page.getByLabel("Nuova password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Conferma nuova password").fill(PASSWORD);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Imposta la password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password impostata" })).toBeVisible();

  // They sign in with the e-mail, in another case.
  await page.getByRole("link", { name: "Vai all'accesso" }).first().click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Email o username").fill(email.toUpperCase());
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Only the Redazione tabs, and the role in the sidebar.
  const sidebar = page.getByTestId("admin-sidebar");
  await expect(page.getByTestId("admin-role")).toHaveText("Redazione");
  await expect(page.getByTestId("admin-user")).toContainText(name);
  const tabLinks = sidebar.locator('[data-testid^="admin-tab-link-"]');
  await expect(tabLinks).toHaveCount(REDAZIONE_TABS.length);
  const shown = await tabLinks.evaluateAll((links) =>
    links.map((a) => a.getAttribute("data-testid")!.replace("admin-tab-link-", "")),
  );
  expect(shown).toEqual(REDAZIONE_TABS);
  await expect(page.getByTestId("attention-panel")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Messaggi" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A support tab in the address says it is not for this role; a support call answers 403.
  await page.goto("/admin/dashboard?tab=tickets");
  await expect(
    page.getByRole("heading", { level: 2, name: "Non hai accesso a questa sezione" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Dashboard" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Torna alla dashboard" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Dashboard" })).toBeVisible();
  const tickets = await page.request.get("/api/admin/tickets");
  expect(tickets.status()).toBe(403);
  expect(((await tickets.json()) as { message: string }).message).toBe(
    "Il tuo ruolo (Redazione) non consente di accedere a questa sezione.",
  );
  expect((await page.request.get("/api/admin/blog")).status()).toBe(200);
  await page.goto("/admin/api");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The Amministratore deactivates them: their session ends at once.
  await adminPage.reload();
  await row.getByRole("button", { name: `Modifica ${name}` }).click();
  const edit = adminPage.getByRole("dialog", { name: `Modifica ${name}` });
  await edit.getByRole("switch", { name: "Utente attivo" }).click();
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Disattivato");

  expect((await page.request.get("/api/admin/me")).status()).toBe(401);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  const again = await page.request.post("/api/admin/login", {
    data: { username: email, password: PASSWORD },
  });
  expect(again.status()).toBe(401);
  await context.close();
});
