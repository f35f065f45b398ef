import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./helpers/own-server";

/**
 * The credentials card of 'Impostazioni'. A credentials change ends every other session of the
 * admin, which would sign out the admin tests of the other files running at the same time on
 * the shared e2e server. So this file starts its own server (`startOwnServer`: same production
 * build, its own fresh data dir and seed, ADMIN_PASSWORD=e2e-admin-password) and works only
 * there; the test still changes the credentials back to admin / e2e-admin-password in a
 * finally block.
 */
const ADMIN_PASSWORD = "e2e-admin-password";
const NEW_USERNAME = "titolare-e2e";
const NEW_PASSWORD = "Nuova-Password-E2E-2026";
const toasts = (page: Page) => page.locator("li[data-variant]");

let own: OwnServer | undefined;
let base = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer(
    path.dirname(test.info().config.configFile ?? path.resolve("playwright.config.ts")),
    ADMIN_PASSWORD,
  );
  base = own.base;
});
test.afterAll(async () => own?.stop());

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
});

test("change the credentials, sign in with the new ones, then change them back", async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  const login = await page.request.post(`${base}/api/admin/login`, {
    data: { username: "admin", password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  // The credentials are in 'Il mio account', once: Impostazioni no longer repeats them.
  await page.goto(`${base}/admin/dashboard?tab=settings`);
  await expect(page.getByRole("heading", { level: 2, name: "Impostazioni" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Credenziali di accesso" })).toHaveCount(0);
  await page.goto(`${base}/admin/dashboard?tab=account`);
  const form = page.getByRole("form", { name: "Credenziali di accesso" });
  await expect(form.getByLabel("Username")).toHaveValue("admin");
  const submit = form.getByRole("button", { name: "Aggiorna credenziali" });

  // Checks in the browser: nothing is sent.
  await form.getByLabel("Username").fill("");
  await submit.click();
  await expect(form.getByText("Username e password sono obbligatori").first()).toBeVisible();
  await form.getByLabel("Username").fill(NEW_USERNAME);
  await form.getByLabel("Password attuale").fill(ADMIN_PASSWORD);
  await form.getByRole("textbox", { name: "Nuova password", exact: true }).fill("12345");
  await form.getByLabel("Conferma nuova password").fill("12345");
  await submit.click();
  await expect(form.getByText("La password deve avere almeno 12 caratteri")).toBeVisible();
  // The rule is written next to the field and tied to it.
  await expect(
    form.getByRole("textbox", { name: "Nuova password", exact: true }),
  ).toHaveAccessibleDescription(/^Almeno 12 caratteri\. Le password più comuni/);
  await form.getByRole("textbox", { name: "Nuova password", exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Conferma nuova password").fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(form.getByText("Le password non corrispondono")).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .include("#admin-main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // The server refuses a wrong current password.
  await form.getByLabel("Conferma nuova password").fill(NEW_PASSWORD);
  await form.getByLabel("Password attuale").fill("password-sbagliata");
  await submit.click();
  await expect(toasts(page)).toContainText("Errore nell'aggiornamento delle credenziali");
  await expect(toasts(page)).toContainText("Password attuale non corretta");

  const fresh = await playwright.request.newContext({ baseURL: base });
  try {
    await form.getByLabel("Password attuale").fill(ADMIN_PASSWORD);
    await submit.click();
    await expect(toasts(page)).toContainText("Credenziali aggiornate");
    const stored = await page.evaluate(() => localStorage.getItem("admin_user"));
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ username: NEW_USERNAME });
    await expect(form.getByLabel("Password attuale")).toHaveValue("");

    // This browser keeps working (renewed session); the old login fails, the new one works.
    await page.reload();
    await expect(page.getByTestId("admin-user")).toContainText(NEW_USERNAME);
    const oldLogin = await fresh.post("/api/admin/login", {
      data: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await fresh.post("/api/admin/login", {
      data: { username: NEW_USERNAME, password: NEW_PASSWORD },
    });
    expect(newLogin.status()).toBe(200);
  } finally {
    // Back to admin / e2e-admin-password whatever happened above.
    const signIn = await fresh.post("/api/admin/login", {
      data: { username: NEW_USERNAME, password: NEW_PASSWORD },
    });
    if (signIn.status() === 200) {
      const back = await fresh.put("/api/admin/credentials", {
        data: { username: "admin", newPassword: ADMIN_PASSWORD, currentPassword: NEW_PASSWORD },
      });
      expect(back.status()).toBe(200);
    }
    await fresh.dispose();
  }
  const restored = await page.request.post(`${base}/api/admin/login`, {
    data: { username: "admin", password: ADMIN_PASSWORD },
  });
  expect(restored.status()).toBe(200);
});
