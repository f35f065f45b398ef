import { request, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { preparePage } from "./helpers/customer-portal";
import { addDays, romeDay } from "#kit/lib/dates";

/**
 * Issue 26 (decision 068): the staff insert a canned reply in a ticket (the customer's name
 * filled in) and log 1 h 30 min on the customer's hour package; the customer sees the balance
 * drop and the movement, and replies to the answer of an information request, which the desk
 * then sees. Axe on the new views.
 */
test.setTimeout(150_000);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toasts = (page: Page) => page.locator("li[data-variant]");

async function postOk<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

test("canned reply, 1 h 30 min on the hour package, the customer's balance and reply", async ({
  adminPage: page,
  browser,
  baseURL,
  expectNoAxeViolations,
}) => {
  const id = unique();
  const email = `ore.${id}@example.it`;
  const password = "Ore-Pacchetto-2026!";
  const customer = await postOk<{ id: number }>(page, "/api/admin/customers", {
    firstName: "Elena",
    lastName: `Ferri${id}`,
    email,
    passwordHash: password,
  });
  const template = await postOk<{ id: number }>(page, "/api/admin/service-templates", {
    name: `Assistenza a pacchetto ${id}`,
    category: "monte_ore",
    type: "hourly_package",
    basePrice: 450,
    basePricePeriod: "one_time",
  });
  const day = (days: number) => addDays(romeDay(new Date()), days);
  const serviceName = `Pacchetto 10 ore ${id}`;
  const service = await postOk<{ id: number }>(
    page,
    `/api/admin/customers/${customer.id}/services`,
    {
      templateId: template.id,
      serviceName,
      startDate: day(-10),
      expiryDate: day(300),
      status: "active",
      hoursRemaining: 10,
      isRecurring: false,
    },
  );
  const client = await request.newContext({ baseURL });
  expect((await client.post("/api/customer/login", { data: { email, password } })).status()).toBe(
    200,
  );
  const title = `Stampante di rete ${id}`;
  const ticket = (await (
    await client.post("/api/customer/tickets", {
      data: {
        serviceId: service.id,
        title,
        description: "La stampante dell'ufficio non stampa più dalla rete.",
        priority: "medium",
        category: "technical",
      },
    })
  ).json()) as { id: number };
  const subject = `Orari del tecnico ${id}`;
  const info = (await (
    await client.post("/api/customer/info-requests", {
      data: { subject, message: "Il tecnico può venire anche il sabato mattina?" },
    })
  ).json()) as { id: number };

  // A canned reply with the customer's name, written with the button.
  const replyTitle = `Presa in carico ${id}`;
  await page.goto("/admin/dashboard?tab=canned-replies");
  await expect(page.getByRole("heading", { level: 2, name: "Risposte predefinite" })).toBeVisible();
  await page.getByRole("button", { name: "Nuova risposta predefinita" }).click();
  const editor = page.getByRole("dialog", { name: "Nuova risposta predefinita" });
  await editor.getByLabel("Titolo").fill(replyTitle);
  const body = editor.getByRole("textbox", { name: "Testo" });
  await body.fill("Gentile , abbiamo preso in carico la richiesta.");
  await body.press("Home");
  for (let i = 0; i < "Gentile ".length; i++) await body.press("ArrowRight");
  await editor.getByRole("button", { name: "Inserisci nome del cliente" }).click();
  await expect(body).toHaveValue(
    "Gentile [nome del cliente], abbiamo preso in carico la richiesta.",
  );
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await editor.getByRole("button", { name: "Crea risposta predefinita" }).click();
  await expect(editor).toBeHidden();

  // The ticket: the reply inserted from the picker, then 1 h 30 min logged.
  await page.goto(`/admin/dashboard?tab=tickets&customerId=${customer.id}`);
  await page.getByTestId("desk-ticket").getByRole("button", { name: title }).click();
  const dialog = page.getByRole("dialog", { name: `Ticket n. ${ticket.id}: ${title}` });
  const picker = dialog.getByRole("combobox", { name: "Inserisci una risposta predefinita" });
  await picker.fill(`presa in carico ${id}`);
  await expect(dialog.getByRole("option", { name: new RegExp(replyTitle) })).toBeVisible();
  await picker.press("ArrowDown");
  await picker.press("Enter");
  const replyBox = dialog.getByRole("textbox", { name: "Risposta al cliente" });
  await expect(replyBox).toHaveValue("Gentile Elena, abbiamo preso in carico la richiesta.");
  const timeLog = dialog.getByTestId("ticket-time-log");
  await expect(timeLog).toContainText(`Saldo ${serviceName}: 10 h`);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Invia risposta" }).click();
  await expect(toasts(page)).toContainText("Risposta inviata");
  await timeLog.getByLabel("Durata").fill("un'ora e mezza");
  await timeLog.getByRole("button", { name: "Registra tempo" }).click();
  await expect(timeLog.getByText(/Durata non valida/)).toBeVisible();
  await timeLog.getByLabel("Durata").fill("1 h 30 min");
  await timeLog.getByLabel("Nota").fill("Driver aggiornati");
  await timeLog.getByRole("button", { name: "Registra tempo" }).click();
  await expect(toasts(page)).toContainText("Movimento registrato");
  await expect(timeLog).toContainText(`Saldo ${serviceName}: 8 h 30 min`);
  await expect(timeLog.getByTestId("hour-movement")).toContainText("-1 h 30 min");

  // The staff answer the information request.
  const answered = await page.request.put(`/api/admin/info-requests/${info.id}`, {
    data: { adminResponse: "Sì, il sabato dalle 9 alle 12.", status: "answered" },
  });
  expect(answered.status()).toBe(200);

  // The customer: the balance and the movement, then a reply to the answer.
  const context = await browser.newContext({ baseURL });
  const customerPage = await context.newPage();
  await preparePage(customerPage);
  await customerPage.goto("/customer/login");
  await customerPage.getByLabel("Email").fill(email);
  await customerPage.getByLabel("Password", { exact: true }).fill(password);
  await customerPage.getByRole("button", { name: "Accedi" }).click();
  await expect(customerPage).toHaveURL(/\/customer\/dashboard$/);
  await customerPage.goto("/customer/dashboard?sezione=servizi");
  const card = customerPage.getByTestId("service-card").filter({ hasText: serviceName });
  const hours = card.getByTestId("service-hours");
  // The area's lists load after the page: generous on a loaded machine.
  await expect(hours).toContainText("Ore disponibili: 8 h 30 min", { timeout: 30_000 });
  await hours.getByText(/^Movimenti del monte ore \(/).click();
  const movement = hours.getByTestId("customer-hour-movement");
  await expect(movement).toContainText("-1 h 30 min");
  await expect(movement).toContainText(`Ticket n. ${ticket.id}: ${title}`);
  await expect(movement).toContainText("Driver aggiornati");
  await expectNoAxeViolations(customerPage);

  const mine = customerPage.getByTestId("my-request").filter({ hasText: subject });
  await expect(mine.getByTestId("info-thread-message")).toContainText("il sabato dalle 9 alle 12", {
    timeout: 30_000,
  });
  await mine.getByLabel("La tua risposta").fill("Perfetto, vi aspetto sabato alle 10.");
  await mine.getByRole("button", { name: "Invia risposta" }).click();
  await expect(mine.getByTestId("info-thread-message")).toHaveCount(2);
  await expect(mine).toContainText("In attesa");
  await expectNoAxeViolations(customerPage);
  await context.close();

  // The desk sees the reply and the thread.
  await page.goto("/admin/dashboard?tab=requests");
  const card2 = page.getByTestId("info-request").filter({ hasText: subject });
  await expect(card2.getByTestId("info-last-reply")).toContainText("vi aspetto sabato alle 10");
  await card2.getByRole("button", { name: /Rispondi/ }).click();
  const answer = page.getByRole("dialog", { name: /^Rispondi a Elena/ });
  await expect(answer.getByTestId("info-thread-message")).toHaveCount(2);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await answer.getByRole("button", { name: "Annulla" }).click();

  await client.dispose();
});
