import AxeBuilder from "@axe-core/playwright";
import { Secret, TOTP } from "otpauth";
import { expect, request, test, type Page } from "@playwright/test";
import { createCustomer, uniqueEmail } from "./helpers/customer-portal";

/** Demo customer of the seed (README "demo accounts"). */
const EMAIL = "mario.rossi@example.com";
const PASSWORD = "Cliente2026!";
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

/** The toasts on screen (Radix also copies their text into its own live region). */
const toasts = (page: Page) => page.locator("li[data-variant]");

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  // A stored choice keeps the cookie banner out of the way.
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("customer login: validation and the failure toast", async ({ page }) => {
  await page.goto("/customer/login");
  await expect(page.getByRole("heading", { level: 1, name: "Area Clienti" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Contatta il supporto" })).toHaveAttribute(
    "href",
    "/contatti",
  );
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByText("Email non valida")).toBeVisible();
  await expect(page.getByText("Password richiesta")).toBeVisible();

  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill("password-sbagliata");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(toasts(page)).toContainText("Errore di accesso");
  await expect(toasts(page)).toContainText("Credenziali non valide");
  await expect(page).toHaveURL(/\/customer\/login$/);

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("customer login success, dashboard greeting and logout", async ({ page }) => {
  const anonymous = await page.request.get("/customer/dashboard", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toBe("/customer/login");

  await page.goto("/customer/login");
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(toasts(page)).toContainText("Accesso effettuato con successo");

  const profile = (await (await page.request.get("/api/customer/profile")).json()) as {
    firstName: string;
    lastName: string;
  };
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: `Benvenuto, ${profile.firstName} ${profile.lastName}`,
    }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  expect((await page.request.get("/api/customer/profile")).status()).toBe(401);
  await page.goto("/customer/dashboard");
  await expect(page).toHaveURL(/\/customer\/login$/);
});

test("a deactivated customer is told to contact support, on both sign-in forms", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("sospeso");
  await createCustomer(baseURL!, email, "Cliente-Sospeso-2026", { isActive: false });
  const disabled =
    "Il tuo account è disattivato. Per riattivarlo contatta l'assistenza: info@scaligeradigital.example oppure +39 045 000 1122.";

  await page.goto("/customer/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("password-sbagliata");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(toasts(page)).toContainText("Credenziali non valide");
  await expect(toasts(page)).not.toContainText("disattivato");

  await page.getByLabel("Password").fill("Cliente-Sospeso-2026");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(toasts(page)).toContainText(disabled);
  await expect(page).toHaveURL(/\/customer\/login$/);

  await page.goto("/area-clienti");
  const card = page.locator("#accesso");
  await card.getByLabel("Email").fill(email);
  await card.getByLabel("Password").fill("Cliente-Sospeso-2026");
  await card.getByRole("button", { name: "Accedi" }).click();
  await expect(toasts(page)).toContainText("Accesso non riuscito");
  await expect(toasts(page)).toContainText(disabled);
});

test("a customer with two-factor sign-in asks for an area page while signed out: password, code, that page", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("totp.ritorno");
  const password = "Ritorno-Due-Passi-2026";
  await createCustomer(baseURL!, email, password);
  // Two-factor turned on through the customer's own API, with the secret it answers.
  const customer = await request.newContext({ baseURL });
  let totp: TOTP;
  try {
    expect(
      (await customer.post("/api/customer/login", { data: { email, password } })).status(),
    ).toBe(200);
    const setup = await customer.post("/api/customer/two-factor/setup");
    expect(setup.status()).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const confirmed = await customer.post("/api/customer/two-factor/confirm", {
      data: { password, code: totp.generate() },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } finally {
    await customer.dispose();
  }

  await page.goto("/customer/dashboard?sezione=servizi");
  await expect(page).toHaveURL(/\/customer\/login\?ritorno=/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByRole("heading", { name: "Verifica in due passaggi" })).toBeVisible();
  // The next step's code: the one used to confirm is spent.
  await page
    .getByLabel("Codice di verifica")
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verifica" }).click();
  await expect(page).toHaveURL(`${baseURL}/customer/dashboard?sezione=servizi`);
  await expect(page).toHaveTitle(/^I Miei Servizi - Area Clienti/);
});
