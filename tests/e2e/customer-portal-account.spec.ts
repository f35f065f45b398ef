import { expect, test } from "./fixtures";
import {
  createCustomer,
  preparePage,
  signIn,
  toasts,
  uniqueEmail,
} from "./helpers/customer-portal";

/** Password change, the mobile menu and logout, on a customer made for the test. */
test.beforeEach(async ({ page }) => preparePage(page));

test("Dati Personali: change the password with the current one", async ({ page, baseURL }) => {
  const email = uniqueEmail("cambio");
  await createCustomer(baseURL!, email, "Iniziale-2026");
  await signIn(page, { email, password: "Iniziale-2026" });
  await page.goto("/customer/dashboard?sezione=dati-personali");

  await page.getByLabel("Password attuale").fill("Sbagliata-2026");
  await page.getByRole("textbox", { name: "Nuova password", exact: true }).fill("Nuova-2026!");
  await page.getByLabel("Conferma nuova password").fill("Diversa-2026!");
  await page.getByRole("button", { name: "Aggiorna password" }).click();
  await expect(page.getByText("Le password non corrispondono")).toBeVisible();

  await page.getByLabel("Conferma nuova password").fill("Nuova-2026!");
  await page.getByRole("button", { name: "Aggiorna password" }).click();
  await expect(toasts(page)).toContainText("La password attuale non è corretta");

  await page.getByLabel("Password attuale").fill("Iniziale-2026");
  await page.getByRole("button", { name: "Aggiorna password" }).click();
  await expect(toasts(page)).toContainText("Password aggiornata");
  await expect(page.getByLabel("Password attuale")).toHaveValue("");

  const old = await page.request.post("/api/customer/login", {
    data: { email, password: "Iniziale-2026" },
  });
  expect(old.status()).toBe(401);
  await signIn(page, { email, password: "Nuova-2026!" });
});

test("mobile menu at 375 px: focus stays inside, Escape closes, sections and logout", async ({
  page,
  baseURL,
  expectNoAxeViolations,
}) => {
  const email = uniqueEmail("mobile");
  await createCustomer(baseURL!, email, "Mobile-2026!");
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, { email, password: "Mobile-2026!" });
  await page.goto("/customer/dashboard");
  await expect(page.getByRole("complementary", { name: "Menu dell'area clienti" })).toBeHidden();

  const trigger = page.getByRole("button", { name: "Apri il menu dell'area clienti" });
  await trigger.click();
  const menu = page.getByRole("dialog", { name: "Area Clienti" });
  await expect(menu).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await menu.getByRole("link", { name: "Supporto Tecnico" }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/sezione=supporto/);
  await expect(page.getByRole("heading", { level: 1, name: "Supporto Tecnico" })).toBeVisible();
  await expect(page.getByText("Non hai ancora aperto ticket di assistenza.")).toBeVisible();
  await expectNoAxeViolations(page);

  await trigger.click();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  expect((await page.request.get("/api/customer/profile")).status()).toBe(401);
});

test("empty states of a new customer and axe on every section", async ({
  page,
  baseURL,
  expectNoAxeViolations,
}) => {
  const email = uniqueEmail("vuoto");
  await createCustomer(baseURL!, email, "Vuoto-2026!");
  await signIn(page, { email, password: "Vuoto-2026!" });
  await page.goto("/customer/dashboard");
  await expect(page.getByText("Nessun servizio in scadenza")).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [section, text] of [
    ["servizi", "Non ci sono ancora servizi associati al tuo account."],
    ["comunicazioni", "Non ci sono comunicazioni per te."],
    ["dati-personali", "I tuoi recapiti"],
  ]) {
    await page.goto(`/customer/dashboard?sezione=${section}`);
    await expect(page.getByText(text!, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
