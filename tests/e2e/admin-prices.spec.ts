import type { Page } from "@playwright/test";
import { addMonths, romeDay } from "#kit/lib/dates";
import { expect, test } from "./fixtures";
import { preparePage, signIn } from "./helpers/customer-portal";

/**
 * Prices as an amount and a period (issue 11, decision 026): the admin types a number and picks
 * the period; the customer area derives the monthly and yearly prices from the period of the
 * price, not from the template's type.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toasts = (page: Page) => page.locator("li[data-variant]");
const AMOUNT_MESSAGE = "Inserisci un importo in euro, ad esempio 29 o 29,90";

/** The customer's card of a service: its two prices. */
async function expectCustomerPrices(page: Page, name: string, monthly: string, yearly: string) {
  await page.goto("/customer/dashboard?sezione=servizi");
  const card = page
    .getByTestId("service-card")
    .filter({ has: page.getByRole("heading", { name }) });
  await expect(card.getByText("Prezzo mensile").locator("xpath=..")).toContainText(monthly);
  await expect(card.getByText("Prezzo annuale").locator("xpath=..")).toContainText(yearly);
}

test("a yearly price on a monthly service: typed in the admin, shown right to the customer", async ({
  adminPage,
  page,
  expectNoAxeViolations,
}) => {
  const id = unique();
  const name = `Dominio Aziendale ${id}`;

  // The catalogue: a monthly template whose price is per year.
  await adminPage.goto("/admin/dashboard?tab=services");
  await adminPage.getByRole("button", { name: "Nuovo servizio" }).click();
  const dialog = adminPage.getByRole("dialog", { name: "Nuovo servizio" });
  await dialog.getByLabel("Nome servizio").fill(name);
  await dialog.getByLabel("Tipo").selectOption({ label: "Mensile" });
  await expect(dialog.getByLabel("Periodo del prezzo")).toHaveValue("monthly");
  await dialog.getByLabel("Prezzo base (€)").fill("€ 15/anno");
  await dialog.getByRole("button", { name: "Crea servizio" }).click();
  await expect(dialog.getByText(AMOUNT_MESSAGE)).toBeVisible();
  await expect(dialog.getByLabel("Prezzo base (€)")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(adminPage, { include: '[role="dialog"]' });
  await dialog.getByLabel("Prezzo base (€)").fill("15");
  await dialog.getByLabel("Periodo del prezzo").selectOption({ label: "All'anno" });
  await dialog.getByRole("button", { name: "Crea servizio" }).click();
  await expect(toasts(adminPage)).toContainText("Servizio creato");
  const row = adminPage.getByTestId("template-row").filter({ hasText: name });
  await expect(row).toContainText("Mensile");
  await expect(row).toContainText("€ 15/anno");

  const api = adminPage.request;
  const found = await api.get(`/api/admin/service-templates?q=${encodeURIComponent(name)}`);
  const { items: templates } = (await found.json()) as {
    items: { id: number; name: string; basePrice: number; basePricePeriod: string }[];
  };
  const template = templates.find((t) => t.name === name)!;
  expect(template).toMatchObject({ basePrice: 15, basePricePeriod: "yearly" });

  // A customer with the service assigned from it (the price as the template proposes it).
  const email = `prezzi.${id}@example.it`;
  const password = "Prezzi-2026!";
  const customer = await api.post("/api/admin/customers", {
    data: { firstName: "Sara", lastName: `Conti${id}`, email, passwordHash: password },
  });
  expect(customer.status()).toBe(201);
  const customerId = ((await customer.json()) as { id: number }).id;
  const today = romeDay(new Date());
  const assigned = await api.post(`/api/admin/customers/${customerId}/services`, {
    data: {
      templateId: template.id,
      serviceName: name,
      customPrice: 15,
      customPricePeriod: "yearly",
      startDate: today,
      expiryDate: addMonths(today, 12),
    },
  });
  expect(assigned.status()).toBe(201);

  await preparePage(page);
  await signIn(page, { email, password });
  await expectCustomerPrices(page, name, "€ 1,25/mese", "€ 15/anno");
  await expectNoAxeViolations(page);

  // The admin changes it to € 12,50 a month; a wrong amount is refused first, in Italian.
  await adminPage.goto("/admin/dashboard?tab=service-assignments");
  await adminPage.getByRole("searchbox", { name: "Cerca cliente" }).fill(`conti${id}`);
  await adminPage.getByTestId("assignment-customer").first().click();
  const card = adminPage.getByTestId("assigned-service").filter({ hasText: name });
  await expect(card).toContainText("€ 15/anno");
  await card.getByRole("button", { name: /^Modifica/ }).click();
  const edit = adminPage.getByRole("dialog", { name: "Modifica servizio" });
  await expect(edit.getByLabel("Prezzo (€)")).toHaveValue("15");
  await expect(edit.getByLabel("Periodo del prezzo")).toHaveValue("yearly");
  await edit.getByLabel("Prezzo (€)").fill("12,555");
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(edit.getByText(AMOUNT_MESSAGE)).toBeVisible();
  await edit.getByLabel("Prezzo (€)").fill("12,50");
  await edit.getByLabel("Periodo del prezzo").selectOption({ label: "Al mese" });
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(adminPage)).toContainText("Servizio aggiornato");
  await expect(card).toContainText("€ 12,50/mese");

  await expectCustomerPrices(page, name, "€ 12,50/mese", "€ 150/anno");

  expect((await api.delete(`/api/admin/customers/${customerId}`)).status()).toBe(204);
  expect((await api.delete(`/api/admin/service-templates/${template.id}`)).status()).toBe(204);
});
