import path from "node:path";
import { readFile } from "node:fs/promises";
import { Secret, TOTP } from "otpauth";
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { startOwnServer, type OwnServer } from "./helpers/own-server";

/**
 * Two-factor sign-in (decision 031): the admin turns TOTP on in Il mio account > Sicurezza (the
 * test computes the codes from the secret shown on screen, with the same library as the
 * server), signs out, signs in with password + code, then with a recovery code, which works
 * only once. Turning TOTP on for "admin" would stop the other specs' sign-in on the shared
 * server, so this spec runs on a server of its own.
 */
const PASSWORD = "e2e-admin-password";
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
let own: OwnServer;
/** The recovery codes shown in the first test (the second test uses one more). */
let recoveryCodes: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer(
    path.dirname(test.info().config.configFile ?? path.resolve("playwright.config.ts")),
    PASSWORD,
  );
});
test.afterAll(async () => own?.stop());

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
});

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function passwordStep(page: Page) {
  await page.goto(`${own.base}/admin/login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByRole("heading", { name: "Verifica in due passaggi" })).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

test("an admin turns on TOTP, then signs in with password + code and with a recovery code once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Without TOTP the password is enough.
  await page.goto(`${own.base}/admin/login`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  await page.goto(`${own.base}/admin/dashboard?tab=account`);
  const card = page.getByRole("region", { name: "Sicurezza" });
  await expect(card.getByText("Verifica in due passaggi non attiva")).toBeVisible();
  await card.getByRole("button", { name: "Attiva la verifica in due passaggi" }).click();
  await expect(card.getByRole("img", { name: /Codice QR/ })).toBeVisible();
  const secretText = (await card.getByTestId("totp-secret").textContent())!.trim();
  expect(secretText).toMatch(/^[A-Z2-7]{32}$/);
  const totp = new TOTP({ secret: Secret.fromBase32(secretText), digits: 6, period: 30 });
  await expectNoViolations(page);

  // The current password comes with the code; a wrong code is refused with an Italian message,
  // the right one turns TOTP on.
  await card.getByLabel("Password attuale").fill(PASSWORD);
  await card.getByLabel("Codice dell'app").fill("000000");
  await card.getByRole("button", { name: "Conferma e attiva" }).click();
  await expect(card.getByText("Codice non valido o già usato")).toBeVisible();
  await card.getByLabel("Codice dell'app").fill(totp.generate());
  await card.getByRole("button", { name: "Conferma e attiva" }).click();
  const codes = card.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  // Copy and download: both give the codes, one a line.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await card.getByRole("button", { name: "Copia i codici" }).click();
  await expect(card.getByRole("status").filter({ hasText: "Codici copiati" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n")).toEqual(expect.arrayContaining(recoveryCodes));
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Scarica i codici" }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("codici-di-recupero.txt");
  const saved = await readFile((await file.path())!, "utf8");
  expect(saved.split("\n")).toEqual(expect.arrayContaining(recoveryCodes));
  const recovery = recoveryCodes[0]!;
  await expect(card.getByText("Codici di recupero ancora validi: 10")).toBeVisible();
  await expectNoViolations(page);
  await logout(page);

  // Password, then the app's code (the next step's: the one just used is spent).
  await passwordStep(page);
  await expectNoViolations(page);
  await page
    .getByLabel("Codice di verifica")
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verifica" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await logout(page);

  // Password, then a recovery code: it works once.
  await passwordStep(page);
  await page.getByLabel("Codice di verifica").fill(recovery);
  await page.getByRole("button", { name: "Verifica" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await logout(page);

  await passwordStep(page);
  await page.getByLabel("Codice di verifica").fill(recovery);
  await page.getByRole("button", { name: "Verifica" }).click();
  await expect(page.locator("li[data-variant]")).toContainText("Codice non valido o già usato");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("without JavaScript: password, then a recovery code, on the same page", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  expect(recoveryCodes).toHaveLength(10);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await passwordStep(page);
    await page.getByLabel("Codice di verifica").fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Verifica" }).click();
    await expect(page.getByRole("alert")).toContainText("Codice non valido o già usato");
    await page.getByLabel("Codice di verifica").fill(recoveryCodes[1]!.toLowerCase());
    await page.getByRole("button", { name: "Verifica" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(page.getByRole("heading", { name: "Pannello di amministrazione" })).toBeVisible();
  } finally {
    await context.close();
  }
});
