import type { APIRequestContext, Page } from "@playwright/test";
import { addMonths, romeDay } from "#kit/lib/dates";
import { expect, test } from "./fixtures";

/**
 * Assigning services to customers in the back office
 * (../shared/spec/back-office.md §2 "Service assignments view").
 */
const toasts = (page: Page) => page.locator("li[data-variant]");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** "YYYY-MM-DD" in Italy, plus months (day clamped to the month's end). */
const italianDay = (monthsLater = 0) => addMonths(romeDay(new Date()), monthsLater);

async function post<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await api.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

test("assign a service in two steps, hours only for hourly packages, edit its status", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  const api = page.request;
  const id = unique();
  const monthly = await post<{ id: number; name: string }>(api, "/api/admin/service-templates", {
    name: `Hosting Studio ${id}`,
    description: "Hosting gestito per lo studio, con posta e backup.",
    category: "hosting",
    type: "monthly",
    basePrice: 19,
    basePricePeriod: "monthly",
  });
  const hourly = await post<{ id: number; name: string }>(api, "/api/admin/service-templates", {
    name: `Monte ore ${id}`,
    category: "monte_ore",
    type: "hourly_package",
    basePrice: 600,
    basePricePeriod: "one_time",
  });
  const customer = await post<{ id: number }>(api, "/api/admin/customers", {
    firstName: "Elena",
    lastName: `Marchi${id}`,
    email: `elena.marchi.${id}@example.it`,
    passwordHash: "Marchi-2026!",
    companyName: `Studio Marchi ${id}`,
  });

  await page.goto("/admin/dashboard?tab=service-assignments");
  await expect(page.getByRole("heading", { level: 2, name: "Assegnazione Servizi" })).toBeVisible();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole("searchbox", { name: "Cerca cliente" }).fill(`marchi${id}`);
  const picks = page.getByTestId("assignment-customer");
  await expect(picks).toHaveCount(1);
  await picks.first().click();
  await expect(picks.first()).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: `Servizi di Elena Marchi${id}` })).toBeVisible();
  await expect(page.getByText("Nessun servizio assegnato a questo cliente.")).toBeVisible();

  // Step 1: a template must be chosen.
  await page.getByRole("button", { name: "Assegna servizio" }).click();
  const dialog = page.getByRole("dialog", { name: `Assegna servizio a Elena Marchi${id}` });
  await expect(dialog).toContainText("Passo 1 di 2");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Avanti" }).click();
  await expect(dialog.getByText("Seleziona un template di servizio")).toBeVisible();

  // Step 2 for a monthly template: prefilled, no hours field.
  await dialog.getByRole("radio", { name: new RegExp(monthly.name) }).check();
  await dialog.getByRole("button", { name: "Avanti" }).click();
  await expect(dialog).toContainText("Passo 2 di 2");
  await expect(dialog.getByLabel("Nome servizio")).toHaveValue(monthly.name);
  await expect(dialog.getByLabel("Descrizione")).toHaveValue(
    "Hosting gestito per lo studio, con posta e backup.",
  );
  await expect(dialog.getByLabel("Prezzo (€)")).toHaveValue("19");
  await expect(dialog.getByLabel("Periodo del prezzo")).toHaveValue("monthly");
  await expect(dialog.getByLabel("Data di inizio")).toHaveValue(italianDay());
  await expect(dialog.getByLabel("Data di scadenza")).toHaveValue(italianDay(1));
  await expect(dialog.getByRole("switch", { name: "Rinnovo automatico" })).toBeChecked();
  await expect(dialog.getByLabel("Ore del pacchetto")).toHaveCount(0);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  // Back to step 1 and an hourly package: the hours field appears, expiry one year on.
  await dialog.getByRole("button", { name: "Indietro" }).click();
  await dialog.getByRole("radio", { name: new RegExp(hourly.name) }).check();
  await dialog.getByRole("button", { name: "Avanti" }).click();
  await expect(dialog.getByLabel("Nome servizio")).toHaveValue(hourly.name);
  await expect(dialog.getByLabel("Data di scadenza")).toHaveValue(italianDay(12));
  await dialog.getByLabel("Nome servizio").fill("");
  await dialog.getByRole("button", { name: "Assegna servizio" }).click();
  await expect(dialog.getByText("Compila tutti i campi obbligatori")).toBeVisible();
  await dialog.getByLabel("Nome servizio").fill(`Assistenza Studio Marchi ${id}`);
  await dialog.getByLabel("Ore del pacchetto").fill("12");
  await dialog.getByRole("button", { name: "Assegna servizio" }).click();
  await expect(toasts(page)).toContainText("Servizio assegnato");
  await expect(dialog).toBeHidden();

  const card = page.getByTestId("assigned-service").filter({ hasText: `Studio Marchi ${id}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("service-status")).toHaveText("Attivo");
  await expect(card.getByTestId("service-hours")).toHaveText("12");
  await expect(card).toContainText("€ 600 una tantum");

  // Edit: status and hours.
  await card.getByRole("button", { name: /^Modifica/ }).click();
  const edit = page.getByRole("dialog", { name: "Modifica servizio" });
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await edit.getByLabel("Stato").selectOption({ label: "Sospeso" });
  await edit.getByLabel("Ore del pacchetto").fill("9");
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Servizio aggiornato");
  await expect(card.getByTestId("service-status")).toHaveText("Sospeso");
  await expect(card.getByTestId("service-hours")).toHaveText("9");

  const stored = (await (await api.get(`/api/admin/customers/${customer.id}/services`)).json()) as {
    status: string;
    hoursRemaining: number;
    templateId: number;
  }[];
  expect(stored).toEqual([
    expect.objectContaining({ status: "suspended", hoursRemaining: 9, templateId: hourly.id }),
  ]);

  // The customer sees it in their area, with the prices derived from the template type.
  await post(api, `/api/admin/customers/${customer.id}/services`, {
    templateId: monthly.id,
    serviceName: `Hosting Studio Marchi ${id}`,
    customPrice: null,
    startDate: italianDay(),
    expiryDate: italianDay(1),
    status: "active",
  });
  const login = await request.post("/api/customer/login", {
    data: { email: `elena.marchi.${id}@example.it`, password: "Marchi-2026!" },
  });
  expect(login.status()).toBe(200);
  const own = (await (await request.get("/api/customer/services")).json()) as Record<
    string,
    unknown
  >[];
  expect(own).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        serviceName: `Assistenza Studio Marchi ${id}`,
        status: "suspended",
        serviceType: "hourly_package",
        hoursRemaining: 9,
        monthlyPrice: null,
        yearlyPrice: null,
      }),
      expect.objectContaining({
        serviceName: `Hosting Studio Marchi ${id}`,
        status: "active",
        serviceType: "monthly",
        monthlyPrice: "€ 19/mese",
        yearlyPrice: "€ 228/anno",
      }),
    ]),
  );

  // Clean up what this test created.
  expect((await api.delete(`/api/admin/customers/${customer.id}`)).status()).toBe(204);
  for (const template of [monthly, hourly]) {
    expect((await api.delete(`/api/admin/service-templates/${template.id}`)).status()).toBe(204);
  }
});

test("a wrongly assigned service is deleted; one with a ticket can only be cancelled", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  const api = page.request;
  const id = unique();
  const template = await post<{ id: number }>(api, "/api/admin/service-templates", {
    name: `Posta Aziendale ${id}`,
    category: "hosting",
    type: "monthly",
  });
  const password = "Galli-2026!";
  const email = `marco.galli.${id}@example.it`;
  const customer = await post<{ id: number }>(api, "/api/admin/customers", {
    firstName: "Marco",
    lastName: `Galli${id}`,
    email,
    passwordHash: password,
  });
  const assign = (serviceName: string) =>
    post<{ id: number }>(api, `/api/admin/customers/${customer.id}/services`, {
      templateId: template.id,
      serviceName,
      startDate: italianDay(),
      expiryDate: italianDay(1),
    });
  await assign(`Posta sbagliata ${id}`);
  const used = await assign(`Posta in uso ${id}`);
  // The customer opens a ticket about the second one.
  const login = await request.post("/api/customer/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  const ticket = await request.post("/api/customer/tickets", {
    data: {
      title: "Casella piena",
      description: "La casella info@ non riceve più messaggi.",
      category: "technical",
      priority: "medium",
      serviceId: used.id,
    },
  });
  expect(ticket.status()).toBe(201);

  await page.goto("/admin/dashboard?tab=service-assignments");
  await page.getByRole("searchbox", { name: "Cerca cliente" }).fill(`galli${id}`);
  await page.getByTestId("assignment-customer").first().click();
  const wrong = page.getByTestId("assigned-service").filter({ hasText: `Posta sbagliata ${id}` });
  const inUse = page.getByTestId("assigned-service").filter({ hasText: `Posta in uso ${id}` });
  await expect(inUse.getByRole("button", { name: /^Elimina/ })).toHaveCount(0);

  await wrong.getByRole("button", { name: `Elimina Posta sbagliata ${id}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
  await expect(confirm).toContainText(`Eliminare il servizio "Posta sbagliata ${id}"`);
  await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(toasts(page)).toContainText("Servizio eliminato");
  await expect(wrong).toHaveCount(0);

  // The API refuses to delete the one the ticket names, with the reason.
  const refused = await api.delete(`/api/admin/customers/${customer.id}/services/${used.id}`);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    "Il servizio ha ticket o richieste collegati: non si può eliminare, si può solo annullare.",
  );

  await inUse.getByRole("button", { name: `Annulla servizio Posta in uso ${id}` }).click();
  const cancel = page.getByRole("alertdialog", { name: "Annulla servizio" });
  await expect(cancel).toContainText("non si può eliminare, si può solo annullare");
  await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
  await cancel.getByRole("button", { name: "Annulla servizio" }).click();
  await expect(toasts(page)).toContainText("Servizio aggiornato");
  await expect(inUse.getByTestId("service-status")).toHaveText("Annullato");
  await expect(inUse.getByRole("button", { name: /^Annulla servizio/ })).toHaveCount(0);

  const left = (await (await api.get(`/api/admin/customers/${customer.id}/services`)).json()) as {
    serviceName: string;
    status: string;
  }[];
  expect(left).toEqual([
    expect.objectContaining({ serviceName: `Posta in uso ${id}`, status: "cancelled" }),
  ]);

  expect((await api.delete(`/api/admin/customers/${customer.id}`)).status()).toBe(204);
  expect((await api.delete(`/api/admin/service-templates/${template.id}`)).status()).toBe(204);
});
