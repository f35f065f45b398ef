import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { linkIn, readMails, waitForMail } from "./helpers/mailbox";
import { addDays, romeDay } from "#kit/lib/dates";

/**
 * Renewal reminders (decision 033): the admin runs the job from Impostazioni, the customer gets
 * the reminder, follows its link to the customer area and confirms the renewal request (a second
 * one is refused), and the desk finds it under Richieste → Rinnovi.
 */
const toasts = (page: Page) => page.locator("li[data-variant]");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A calendar day counted from today in Rome, as the reminder job counts (not from UTC's today). */
const day = (days: number) => addDays(romeDay(new Date()), days);

test.setTimeout(120_000);

test("reminder mail, renewal request from its link, the request in Richieste", async ({
  adminPage: page,
  browser,
  baseURL,
  expectNoAxeViolations,
}) => {
  const id = unique();
  const email = `rinnovo.${id}@example.it`;
  const password = "Rinnovo-2026!";
  const serviceName = `Hosting Rinnovo ${id}`;
  const created = await page.request.post("/api/admin/customers", {
    data: { firstName: "Carla", lastName: `Zanetti${id}`, email, passwordHash: password },
  });
  expect(created.status()).toBe(201);
  const customerId = ((await created.json()) as { id: number }).id;
  const template = await page.request.post("/api/admin/service-templates", {
    data: {
      name: `Hosting Rinnovi ${id}`,
      category: "hosting",
      type: "monthly",
      basePrice: 25,
      basePricePeriod: "monthly",
    },
  });
  expect(template.status()).toBe(201);
  const templateId = ((await template.json()) as { id: number }).id;
  const service = await page.request.post(`/api/admin/customers/${customerId}/services`, {
    data: {
      templateId,
      serviceName,
      customPrice: 29,
      customPricePeriod: "monthly",
      startDate: day(-360),
      expiryDate: day(5),
      status: "active",
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { id: number }).id;

  try {
    // Impostazioni: the days, then one pass of the job now.
    await page.goto("/admin/dashboard?tab=settings");
    const card = page.getByRole("region", { name: "Promemoria di rinnovo" });
    await expect(card.getByLabel("Giorni dei promemoria di rinnovo")).toHaveValue("30, 7, 1");
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="settings-renewals"]' });
    await card.getByRole("button", { name: "Invia promemoria ora" }).click();
    // The server's own hourly pass may have queued it already: then the button finds nothing new.
    await expect(toasts(page).first()).toContainText(
      /Inviat[oi] \d+ promemoria di rinnovo|Nessun nuovo promemoria da inviare/,
    );

    const mail = await waitForMail((m) => m.to === email && m.subject.includes(serviceName));
    expect(mail.subject).toBe(`Promemoria: il servizio "${serviceName}" scade tra 5 giorni`);
    expect(mail.text).toContain("Prezzo: € 29/mese");
    const link = linkIn(mail, "https://www.scaligeradigital.example/customer/dashboard");
    expect(link).toContain(`rinnovo=${serviceId}`);

    // Running it again sends nothing new for this service. (A service another spec has just made
    // may get its first reminder in this pass, so the toast may count one: the mails decide.)
    const ranAgain = page.waitForResponse(
      (res) =>
        res.url().endsWith("/api/admin/renewal-reminders/run") && res.request().method() === "POST",
    );
    await card.getByRole("button", { name: "Invia promemoria ora" }).click();
    expect((await ranAgain).ok()).toBe(true);
    const reminders = () =>
      readMails().filter((m) => m.to === email && m.subject.startsWith("Promemoria:"));
    expect(reminders()).toHaveLength(1);

    // The customer follows the link (on this server's origin).
    const context = await browser.newContext({ baseURL });
    const customer = await context.newPage();
    await customer.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    await customer.addInitScript(() =>
      localStorage.setItem(
        "cookieConsent",
        '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}',
      ),
    );
    // Not signed in yet: the link leads to the login, which comes back to it (decision 033).
    const target = new URL(link);
    await customer.goto(`${target.pathname}${target.search}`);
    await expect(customer).toHaveURL(/\/customer\/login\?ritorno=/);
    await customer.getByLabel("Email").fill(email);
    await customer.getByLabel("Password").fill(password);
    await customer.getByRole("button", { name: "Accedi" }).click();
    await expect(customer).toHaveURL(`${target.pathname}${target.search}`);
    const dialog = customer.getByRole("dialog", { name: "Richiedi il rinnovo" });
    // The dialog waits for the services and the requests (slow on a loaded machine).
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText(serviceName);
    await expect(dialog).toContainText("€ 29/mese");
    await expectNoAxeViolations(customer, { include: '[role="dialog"]' });
    await dialog.getByRole("button", { name: "Conferma richiesta di rinnovo" }).click();
    await expect(toasts(customer)).toContainText("Richiesta di rinnovo inviata");
    await expect(dialog).toBeHidden();
    await expect(customer).not.toHaveURL(/rinnovo=/);
    await expect(customer.getByTestId("my-requests")).toContainText("Richiesta di rinnovo");
    await expect(
      customer.getByRole("article", { name: serviceName }).getByText("Rinnovo richiesto"),
    ).toBeVisible();

    // Following the link again: the pending request is named, no second one can be sent.
    await customer.goto(`${target.pathname}${target.search}`);
    const again = customer.getByRole("dialog", { name: "Richiedi il rinnovo" });
    await expect(again).toBeVisible({ timeout: 30_000 });
    await expect(again.getByRole("alert")).toHaveText(
      "Hai già una richiesta di rinnovo in attesa per questo servizio: ti risponderemo al più presto.",
    );
    await expect(again.getByRole("button", { name: "Conferma richiesta di rinnovo" })).toHaveCount(
      0,
    );
    const refused = await customer.request.post("/api/customer/renewal-requests", {
      data: { serviceId },
    });
    expect(refused.status()).toBe(400);
    await context.close();

    // The company's copy, then the desk: Richieste → Rinnovi.
    await waitForMail(
      (m) => m.subject.startsWith("Richiesta di rinnovo n.") && m.text.includes(serviceName),
    );
    expect(reminders()).toHaveLength(1);
    await page.goto("/admin/dashboard?tab=requests");
    await page.getByRole("link", { name: "Rinnovi" }).click();
    await expect(page).toHaveURL(/kind=renewal/);
    await expect(
      page.getByRole("heading", { level: 3, name: "Richieste di rinnovo" }),
    ).toBeVisible();
    await page.goto(
      `/admin/dashboard?tab=requests&kind=renewal&q=${encodeURIComponent(serviceName)}`,
    );
    const row = page.getByTestId("renewal-request").filter({ hasText: serviceName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("In attesa");
    await expect(row).toContainText(email);
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: `Approva il rinnovo di ${serviceName}` }).click();
    const decide = page.getByRole("dialog", { name: "Approva il rinnovo" });
    // The expiry is changed where it lives: Assegnazione Servizi, not Clienti.
    await expect(decide).toContainText(
      "Aggiorna poi la scadenza del servizio in Assegnazione Servizi.",
    );
    await decide.getByLabel("Note per il cliente").fill("Rinnovato per un altro anno.");
    await decide.getByRole("button", { name: "Conferma approvazione" }).click();
    await expect(toasts(page)).toContainText("Rinnovo approvato");
    await expect(row).toContainText("Approvata");
    const outcome = await waitForMail(
      (m) => m.to === email && m.subject.startsWith("Rinnovo approvato"),
    );
    expect(outcome.text).toContain("Rinnovato per un altro anno.");
  } finally {
    expect((await page.request.delete(`/api/admin/customers/${customerId}`)).status()).toBe(204);
    expect((await page.request.delete(`/api/admin/service-templates/${templateId}`)).status()).toBe(
      204,
    );
  }
});
