import { request, type APIRequestContext, type Page } from "@playwright/test";
import { expect, keepOffline, test } from "./fixtures";
import { waitForMail } from "./helpers/mailbox";
import { chooseCustomer } from "./helpers/customer-combobox";
import { addDays, formatNumericDate, romeDay, withArticle, formatLongDate } from "#kit/lib/dates";

/** The support desk of the back office: tickets, communications, info and cancellation requests. */
const toasts = (page: Page) => page.locator("li[data-variant]");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// Three windows and several mails per test: generous on a loaded machine.
test.setTimeout(120_000);

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
}

/** A customer made for the test with one active service, and their signed-in API client. */
async function customerWithService(page: Page, baseURL: string) {
  const id = unique();
  const email = `desk.${id}@example.it`;
  const admin = page.request;
  const created = await admin.post("/api/admin/customers", {
    data: {
      firstName: "Paola",
      lastName: `Brunelli${id}`,
      email,
      passwordHash: "Brunelli-2026!",
      companyName: `Ottica Brunelli ${id}`,
    },
  });
  expect(created.status()).toBe(201);
  const customer = (await created.json()) as { id: number };
  const template = await postOk<{ id: number }>(admin, "/api/admin/service-templates", {
    name: `Hosting Negozio ${id}`,
    category: "hosting",
    type: "monthly",
    basePrice: 25,
    basePricePeriod: "monthly",
  });
  const day = (days: number) => addDays(romeDay(new Date()), days);
  const service = await admin.post(`/api/admin/customers/${customer.id}/services`, {
    data: {
      templateId: template.id,
      serviceName: `Hosting Brunelli ${id}`,
      description: "Hosting del sito e della posta del negozio.",
      customPrice: 25,
      customPricePeriod: "monthly",
      startDate: day(-100),
      expiryDate: day(200),
      status: "active",
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { id: number }).id;
  const client = await request.newContext({ baseURL });
  expect(
    (
      await client.post("/api/customer/login", { data: { email, password: "Brunelli-2026!" } })
    ).status(),
  ).toBe(200);
  const cleanUp = async () => {
    expect((await admin.delete(`/api/admin/customers/${customer.id}`)).status()).toBe(204);
    expect((await admin.delete(`/api/admin/service-templates/${template.id}`)).status()).toBe(204);
    await client.dispose();
  };
  return {
    id,
    email,
    customerId: customer.id,
    serviceId,
    name: `Paola Brunelli${id}`,
    client,
    cleanUp,
  };
}

async function postOk<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await api.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

test("ticket desk: filters, thread, internal note hidden from the customer, reply mailed, status", async ({
  adminPage: page,
  baseURL,
  expectNoAxeViolations,
}) => {
  const who = await customerWithService(page, baseURL!);
  const title = `Posta non ricevuta ${who.id}`;
  const ticket = await postOk<{ id: number }>(who.client, "/api/customer/tickets", {
    title,
    description: "Da ieri sera la casella del negozio non riceve più messaggi.",
    category: "technical",
    priority: "high",
    serviceId: who.serviceId,
  });

  await openTab(page, "tickets", "Ticket");
  await expectNoAxeViolations(page);
  // The customer is found by typing (a type-ahead, not a list of every customer).
  await chooseCustomer(
    page,
    "Cliente",
    `ottica brunelli ${who.id}`,
    `${who.name} (Ottica Brunelli ${who.id})`,
  );
  await expect(page).toHaveURL(/[?&]customerId=\d+/);
  const cards = page.getByTestId("desk-ticket");
  await expect(cards).toHaveCount(1);
  await expectNoAxeViolations(page);
  // Two filters changed at once: neither undoes the other (nor the customer).
  await Promise.all([
    page.getByLabel("Priorità", { exact: true }).selectOption({ label: "Bassa" }),
    page.getByLabel("Stato", { exact: true }).selectOption({ label: "Chiuso" }),
  ]);
  await expect(page).toHaveURL(/[?&]priority=low(&|$)/);
  await expect(page).toHaveURL(/[?&]status=closed(&|$)/);
  await expect(page).toHaveURL(/[?&]customerId=\d+/);
  await expect(page.getByText("Nessun ticket corrisponde ai filtri scelti.")).toBeVisible();
  await page.getByLabel("Priorità", { exact: true }).selectOption({ label: "Tutte le priorità" });
  await page.getByLabel("Stato", { exact: true }).selectOption({ label: "Tutti gli stati" });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(title);
  await expect(cards.first().getByTestId("ticket-status")).toHaveText("Aperto");
  await page.getByLabel("Stato", { exact: true }).selectOption({ label: "Chiuso" });
  await expect(page.getByText("Nessun ticket corrisponde ai filtri scelti.")).toBeVisible();
  await page.getByLabel("Stato", { exact: true }).selectOption({ label: "Tutti gli stati" });
  await expect(page).not.toHaveURL(/[?&]status=/);
  await page.getByLabel("Priorità", { exact: true }).selectOption({ label: "Alta" });
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole("button", { name: title }).click();
  const dialog = page.getByRole("dialog", { name: `Ticket n. ${ticket.id}: ${title}` });
  await expect(dialog.getByTestId("thread-message").first()).toContainText(
    "non riceve più messaggi",
  );
  await expect(dialog).toContainText(`Hosting Brunelli ${who.id}`);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  // An empty reply is refused with the spec's message.
  await dialog.getByRole("button", { name: "Invia risposta" }).click();
  await expect(dialog.getByText("Messaggio richiesto")).toBeVisible();

  // An internal note: marked in the thread, never shown to the customer.
  await dialog.getByLabel("Nota interna (non visibile al cliente)").check();
  await dialog
    .getByRole("textbox", { name: "Nota interna", exact: true })
    .fill(`Controllare il filtro antispam ${who.id}`);
  await dialog.getByRole("button", { name: "Salva nota" }).click();
  await expect(toasts(page)).toContainText("Nota interna salvata");
  await expect(dialog.getByRole("textbox", { name: "Nota interna", exact: true })).toHaveValue("");
  const note = dialog.locator('[data-internal="true"]');
  await expect(note).toContainText(`Controllare il filtro antispam ${who.id}`);
  await expect(note).toContainText("Nota interna");
  const own = await who.client.get(`/api/customer/tickets/${ticket.id}`);
  expect(await own.text()).not.toContain("filtro antispam");

  // A reply: mailed to the customer, the ticket moves to 'In lavorazione'.
  await dialog.getByLabel("Nota interna (non visibile al cliente)").uncheck();
  await dialog.getByLabel("Risposta al cliente").fill(`Abbiamo sbloccato la casella ${who.id}.`);
  await dialog.getByRole("button", { name: "Invia risposta" }).click();
  await expect(toasts(page)).toContainText("Risposta inviata");
  await expect(dialog.getByTestId("ticket-status")).toHaveText("In lavorazione");
  const mail = await waitForMail((m) => m.to === who.email && m.text.includes("sbloccato"));
  expect(mail.subject).toBe(`[#${ticket.id}] Risposta al ticket n. ${ticket.id}: ${title}`);
  const thread = (await (await who.client.get(`/api/customer/tickets/${ticket.id}`)).json()) as {
    status: string;
    messages: { message: string }[];
  };
  expect(thread.status).toBe("in_progress");
  expect(thread.messages.map((m) => m.message)).toContain(
    `Abbiamo sbloccato la casella ${who.id}.`,
  );

  // Status and assignment.
  await dialog.getByLabel("Stato del ticket").selectOption({ label: "Chiuso" });
  await expect(toasts(page)).toContainText("Ticket aggiornato");
  await expect(dialog.getByTestId("ticket-status")).toHaveText("Chiuso");
  await dialog.getByRole("button", { name: "Prendi in carico" }).click();
  await expect(dialog).toContainText("Assegnato a");
  await expect(dialog.getByRole("button", { name: "Rimuovi assegnazione" })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Chiudi" }).click();
  await expect(cards.first().getByTestId("ticket-status")).toHaveText("Chiuso");

  await who.cleanUp();
});

test("communications: validation, one customer, delete with confirmation", async ({
  adminPage: page,
  baseURL,
  expectNoAxeViolations,
}) => {
  const who = await customerWithService(page, baseURL!);
  await openTab(page, "communications", "Comunicazioni");

  const form = page.getByRole("form", { name: "Nuova comunicazione" });
  await form.getByRole("button", { name: "Invia comunicazione" }).click();
  await expect(form.getByText("Seleziona il destinatario")).toBeVisible();
  await expect(form.getByText("Titolo richiesto (minimo 5 caratteri)")).toBeVisible();
  await expect(form.getByText("Contenuto richiesto")).toBeVisible();
  // The recipient: one customer unless another choice of 'Destinatari' is made (issue 22).
  await expect(form.getByRole("radio", { name: "Un cliente" })).toBeChecked();
  await expectNoAxeViolations(page);

  const title = `Rinnovo certificato ${who.id}`;
  await chooseCustomer(
    form,
    "Cliente",
    `brunelli ${who.id}`,
    `${who.name} (Ottica Brunelli ${who.id})`,
  );
  await form.getByLabel("Tipo").selectOption({ label: "Avviso" });
  await form.getByLabel("Titolo").fill(title);
  await form
    .getByLabel("Contenuto")
    .fill("Il certificato SSL del sito verrà rinnovato venerdì mattina.");
  await form.getByRole("button", { name: "Invia comunicazione" }).click();
  await page
    .getByRole("alertdialog", { name: `Stai per scrivere a ${who.name}` })
    .getByRole("button", { name: "Invia" })
    .click();
  await expect(toasts(page)).toContainText("Comunicazione inviata");
  await expect(form.getByLabel("Titolo")).toHaveValue("");

  const item = page.getByTestId("desk-communication").filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(who.email);
  await expect(item.getByTestId("communication-read")).toHaveText("Non letta");
  const mail = await waitForMail((m) => m.to === who.email && m.subject.includes(title));
  expect(mail.subject).toBe(`Avviso: ${title}`);
  const own = (await (await who.client.get("/api/customer/communications")).json()) as {
    title: string;
  }[];
  expect(own.map((c) => c.title)).toContain(title);

  await item.getByRole("button", { name: /Elimina/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
  await expect(confirm).toContainText("Questa azione non può essere annullata.");
  await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
  await expect(toasts(page)).toContainText("Comunicazione eliminata");
  await expect(item).toHaveCount(0);

  await who.cleanUp();
});

test("requests: answer an info request, reject a cancellation (the service stays active)", async ({
  adminPage: page,
  baseURL,
  expectNoAxeViolations,
}) => {
  const who = await customerWithService(page, baseURL!);
  const subject = `Spazio web aggiuntivo ${who.id}`;
  await postOk(who.client, "/api/customer/info-requests", {
    serviceId: who.serviceId,
    subject,
    message: "Quanto costa portare lo spazio web a 20 GB?",
  });
  await postOk(who.client, "/api/customer/cancellation-requests", {
    serviceId: who.serviceId,
    reason: "Spostiamo il sito su un'altra piattaforma.",
  });

  await openTab(page, "requests", "Richieste");
  await expectNoAxeViolations(page);
  const info = page.getByTestId("info-request").filter({ hasText: subject });
  await expect(info.getByTestId("request-status")).toHaveText("In attesa");
  await info.getByRole("button", { name: /Rispondi/ }).click();
  const answer = page.getByRole("dialog", { name: `Rispondi a ${who.name}` });
  await answer.getByRole("button", { name: "Invia risposta" }).click();
  await expect(answer.getByText("Risposta richiesta")).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await answer.getByLabel("Risposta").fill("Il passaggio a 20 GB costa 3 euro al mese in più.");
  await answer.getByRole("button", { name: "Invia risposta" }).click();
  await expect(toasts(page)).toContainText("Risposta inviata");
  await expect(answer).toBeHidden();
  await expect(info.getByTestId("request-status")).toHaveText("Risposta inviata");
  await waitForMail((m) => m.to === who.email && m.subject.includes(subject));

  await page.getByRole("link", { name: /^Disdette/ }).click();
  const cancellation = page
    .getByTestId("cancellation-request")
    .filter({ hasText: `Hosting Brunelli ${who.id}` });
  await cancellation.getByRole("button", { name: /Respingi/ }).click();
  const reject = page.getByRole("dialog", { name: "Respingi la disdetta" });
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await reject
    .getByLabel("Note per il cliente")
    .fill("Il contratto prevede un preavviso di 30 giorni.");
  await reject.getByRole("button", { name: "Conferma rifiuto" }).click();
  await expect(toasts(page)).toContainText("Disdetta respinta");
  await expect(cancellation.getByTestId("request-status")).toHaveText("Respinta");
  await expect(cancellation.getByRole("button", { name: /Approva/ })).toHaveCount(0);
  await waitForMail((m) => m.to === who.email && m.subject.startsWith("Disdetta non approvata"));
  const services = (await (await who.client.get("/api/customer/services")).json()) as {
    id: number;
    status: string;
  }[];
  expect(services.find((s) => s.id === who.serviceId)?.status).toBe("active");

  await who.cleanUp();
});

test("requests: approve a cancellation at expiry (the default); the customer sees the end date", async ({
  adminPage: page,
  browser,
  baseURL,
  expectNoAxeViolations,
}) => {
  const who = await customerWithService(page, baseURL!);
  await postOk(who.client, "/api/customer/cancellation-requests", {
    serviceId: who.serviceId,
    reason: "Chiudiamo il negozio a fine anno.",
  });
  const expiry = `${addDays(romeDay(new Date()), 200)}T12:00:00Z`;

  await page.goto("/admin/dashboard?tab=requests&kind=cancellation");
  const cancellation = page
    .getByTestId("cancellation-request")
    .filter({ hasText: `Hosting Brunelli ${who.id}` });
  await cancellation.getByRole("button", { name: /Approva/ }).click();
  const approve = page.getByRole("dialog", { name: "Approva la disdetta" });
  const choice = approve.getByRole("group", { name: "Quando termina il servizio" });
  const atExpiry = choice.getByRole("radio", {
    name: new RegExp(`^Alla scadenza \\(${formatNumericDate(expiry)}\\)`),
  });
  await expect(atExpiry).toBeChecked();
  await expect(choice.getByRole("radio", { name: /^Subito/ })).not.toBeChecked();
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await approve.getByRole("button", { name: "Conferma approvazione" }).click();
  await expect(toasts(page)).toContainText(
    `non si rinnova e termina ${withArticle(formatLongDate(expiry))}`,
  );
  await expect(cancellation.getByTestId("request-status")).toHaveText("Approvata");
  await expect(cancellation.getByTestId("service-end")).toHaveText(
    `Il servizio non si rinnova: termina ${withArticle(formatLongDate(expiry))}.`,
  );
  const mail = await waitForMail(
    (m) => m.to === who.email && m.subject.startsWith("Disdetta approvata"),
  );
  expect(mail.text).toContain(
    `Il servizio "Hosting Brunelli ${who.id}" resterà attivo fino ${withArticle(formatLongDate(expiry), "al")} e non verrà rinnovato.`,
  );

  // The back office's assignments list marks it too.
  await page.goto(`/admin/dashboard?tab=service-assignments&customerId=${who.customerId}`);
  await expect(
    page.getByRole("row").filter({ hasText: `Hosting Brunelli ${who.id}` }),
  ).toContainText(`Non si rinnova: termina ${withArticle(formatLongDate(expiry))}`);

  // The customer area: still active, not renewing, its end date; no second cancellation.
  const context = await browser.newContext({ baseURL });
  await keepOffline(context);
  const customer = await context.newPage();
  const login = await customer.request.post("/api/customer/login", {
    data: { email: who.email, password: "Brunelli-2026!" },
  });
  expect(login.status()).toBe(200);
  await customer.goto("/customer/dashboard?sezione=servizi");
  const card = customer
    .getByTestId("service-card")
    .filter({ hasText: `Hosting Brunelli ${who.id}` });
  await expect(card.getByTestId("service-ends")).toHaveText(
    `Non si rinnova: termina ${withArticle(formatLongDate(expiry))}`,
  );
  await expect(card.getByText("Attivo", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /Richiedi Disdetta/ })).toHaveCount(0);
  await context.close();

  await who.cleanUp();
});
