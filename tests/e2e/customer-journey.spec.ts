import { expect, test, type Browser, type Page } from "@playwright/test";
import { addDays, romeDay } from "#kit/lib/dates";
import { linkIn, waitForMail } from "./helpers/mailbox";
import { chooseCustomer } from "./helpers/customer-combobox";

/**
 * The customer journey of issue 5, with two browser contexts (admin and customer): the admin
 * creates a customer and assigns a service expiring in 10 days; the customer signs in from
 * /area-clienti, sees it under 'Servizi in Scadenza', opens a ticket from the service; the admin
 * replies and sends a communication; the customer reads both, asks for cancellation and sees the
 * approval; then resets the password through the mailed link.
 */
const ADMIN_PASSWORD = "e2e-admin-password";
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const toasts = (page: Page) => page.locator("li[data-variant]");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.setTimeout(240_000);

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
  return page;
}

/** "YYYY-MM-DD" of today in Italy plus `days`. */
const italianDay = (days: number) => addDays(romeDay(new Date()), days);

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
}

test("from a new customer to an approved cancellation and a reset password", async ({
  browser,
}) => {
  const id = unique();
  const email = `journey.${id}@example.it`;
  const lastName = `Dalla Valle${id}`;
  const company = `Cantina Dalla Valle ${id}`;
  const serviceName = `Hosting Cantina ${id}`;
  const admin = await newPage(browser);
  const customer = await newPage(browser);

  // --- Admin: sign in, a template to assign, the customer in the Clienti view.
  const login = await admin.request.post("/api/admin/login", {
    data: { username: "admin", password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const templateRes = await admin.request.post("/api/admin/service-templates", {
    data: {
      name: `Hosting Gestito ${id}`,
      category: "hosting",
      type: "monthly",
      basePrice: 29,
      basePricePeriod: "monthly",
    },
  });
  expect(templateRes.status()).toBe(201);
  const template = (await templateRes.json()) as { id: number; name: string };

  await openTab(admin, "customers", "Clienti");
  await admin.getByRole("button", { name: "Nuovo cliente" }).click();
  const create = admin.getByRole("dialog", { name: "Nuovo cliente" });
  await create.getByRole("textbox", { name: "Nome", exact: true }).fill("Anna");
  await create.getByLabel("Cognome").fill(lastName);
  await create.getByLabel("Email").fill(email);
  await create.getByRole("switch", { name: "Invia un link per impostare la password" }).click();
  await create.getByRole("textbox", { name: "Password" }).fill("Cantina-2026!");
  await create.getByLabel("Azienda").fill(company);
  await create.getByRole("button", { name: "Crea cliente" }).click();
  await expect(toasts(admin)).toContainText("Cliente creato");
  await expect(create).toBeHidden();

  // --- Admin: assign a service expiring in 10 days (Assegnazione Servizi).
  await openTab(admin, "service-assignments", "Assegnazione Servizi");
  await admin.getByRole("searchbox", { name: "Cerca cliente" }).fill(lastName.toLowerCase());
  await admin.getByTestId("assignment-customer").first().click();
  await admin.getByRole("button", { name: "Assegna servizio" }).click();
  const assign = admin.getByRole("dialog", { name: `Assegna servizio a Anna ${lastName}` });
  await assign.getByRole("radio", { name: new RegExp(template.name) }).check();
  await assign.getByRole("button", { name: "Avanti" }).click();
  await assign.getByLabel("Nome servizio").fill(serviceName);
  await assign.getByLabel("Data di scadenza").fill(italianDay(10));
  await assign.getByRole("button", { name: "Assegna servizio" }).click();
  await expect(toasts(admin)).toContainText("Servizio assegnato");
  await expect(admin.getByTestId("assigned-service").filter({ hasText: serviceName })).toHaveCount(
    1,
  );

  // --- Customer: sign in from /area-clienti; the service is under 'Servizi in Scadenza'.
  await customer.goto("/area-clienti");
  const form = customer.getByRole("region", { name: "Accesso clienti" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("Cantina-2026!");
  await form.getByRole("button", { name: "Accedi" }).click();
  await expect(customer).toHaveURL(/\/customer\/dashboard$/);
  await expect(
    customer.getByRole("heading", { level: 1, name: `Benvenuto, Anna ${lastName}` }),
  ).toBeVisible();
  const expiring = customer.getByTestId("expiring-services").getByRole("listitem");
  await expect(expiring).toHaveCount(1);
  await expect(expiring.first()).toContainText(serviceName);

  // --- Customer: a ticket from the service card.
  const title = `Email della cantina bloccate ${id}`;
  await customer.goto("/customer/dashboard?sezione=servizi");
  const card = customer
    .getByTestId("service-card")
    .filter({ has: customer.getByRole("heading", { name: serviceName }) });
  await card.getByRole("button", { name: "Apri Ticket" }).click();
  const ticketDialog = customer.getByRole("dialog", { name: "Apri un ticket di assistenza" });
  await ticketDialog.getByLabel("Titolo").fill(title);
  await ticketDialog.getByLabel("Priorità").selectOption("high");
  await ticketDialog
    .getByLabel("Descrizione")
    .fill("Le email inviate agli ordini tornano indietro da stamattina.");
  await ticketDialog.getByRole("button", { name: "Invia ticket" }).click();
  await expect(toasts(customer)).toContainText("Ticket inviato con successo");
  await expect(customer).toHaveURL(/sezione=supporto&ticket=\d+/);
  const ticketUrl = customer.url();

  // --- Admin: the desk shows it; an internal note, then the reply.
  await openTab(admin, "tickets", "Ticket");
  await chooseCustomer(admin, "Cliente", company, `Anna ${lastName} (${company})`);
  const row = admin.getByTestId("desk-ticket").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: title }).click();
  const thread = admin.getByRole("dialog", { name: new RegExp(title) });
  await thread.getByLabel("Nota interna (non visibile al cliente)").check();
  await thread
    .getByRole("textbox", { name: "Nota interna", exact: true })
    .fill("Verificare la blacklist del server SMTP.");
  await thread.getByRole("button", { name: "Salva nota" }).click();
  await expect(toasts(admin)).toContainText("Nota interna salvata");
  await expect(thread.getByRole("textbox", { name: "Nota interna", exact: true })).toHaveValue("");
  await thread.getByLabel("Nota interna (non visibile al cliente)").uncheck();
  const reply = `Abbiamo rimosso il blocco: le email della cantina ora partono regolarmente (${id}).`;
  await thread.getByLabel("Risposta al cliente").fill(reply);
  await thread.getByRole("button", { name: "Invia risposta" }).click();
  await expect(toasts(admin)).toContainText("Risposta inviata");
  await expect(thread.getByTestId("ticket-status")).toHaveText("In lavorazione");
  await thread.getByRole("button", { name: "Chiudi" }).click();

  // --- Admin: a communication to this customer.
  const news = `Manutenzione della posta ${id}`;
  await openTab(admin, "communications", "Comunicazioni");
  const compose = admin.getByRole("form", { name: "Nuova comunicazione" });
  await chooseCustomer(compose, "Cliente", lastName, `Anna ${lastName} (${company})`);
  await compose.getByLabel("Titolo").fill(news);
  await compose
    .getByLabel("Contenuto")
    .fill("Domenica dalle 7 alle 9 la posta potrà arrivare in ritardo.");
  await compose.getByRole("button", { name: "Invia comunicazione" }).click();
  await admin
    .getByRole("alertdialog", { name: `Stai per scrivere a Anna ${lastName}` })
    .getByRole("button", { name: "Invia" })
    .click();
  await expect(toasts(admin)).toContainText("Comunicazione inviata");

  // --- Customer: reads the reply (never the internal note) and the communication.
  await customer.goto(ticketUrl);
  const customerThread = customer.getByTestId("ticket-thread");
  await expect(customerThread.locator('[data-author="admin"]').last()).toContainText(reply);
  await expect(customerThread).not.toContainText("blacklist");
  await expect(customerThread).toContainText("In lavorazione");
  await customer.goto("/customer/dashboard?sezione=comunicazioni");
  const item = customer.getByTestId("communication-list").getByRole("button", { name: news });
  await item.click();
  await expect(
    customer.getByText("Domenica dalle 7 alle 9 la posta potrà arrivare in ritardo."),
  ).toBeVisible();
  await waitForMail((m) => m.to === email && /^\[#\d+\] Risposta al ticket/.test(m.subject));
  await waitForMail((m) => m.to === email && m.subject.includes(news));

  // --- Customer: asks for cancellation.
  await customer.goto("/customer/dashboard?sezione=servizi");
  await card.getByRole("button", { name: "Richiedi Disdetta" }).click();
  await customer
    .getByRole("dialog", { name: "Richiedi la disdetta" })
    .getByRole("button", { name: "Sì, richiedi la disdetta" })
    .click();
  const reason = customer.getByRole("dialog", { name: "Motivo della disdetta" });
  await reason.getByLabel("Motivo").fill("La cantina passa a un fornitore unico per sito e posta.");
  await reason.getByRole("button", { name: "Invia richiesta di disdetta" }).click();
  await expect(toasts(customer)).toContainText("Richiesta di disdetta inviata");

  // --- Admin: approves it (the tabs and the approval dialog are axe-checked in
  // admin-support.spec.ts, in the same states).
  await openTab(admin, "requests", "Richieste");
  await admin.getByRole("link", { name: /^Disdette/ }).click();
  const request = admin.getByTestId("cancellation-request").filter({ hasText: serviceName });
  await expect(request.getByTestId("request-status")).toHaveText("In attesa");
  await request.getByRole("button", { name: /Approva/ }).click();
  const approve = admin.getByRole("dialog", { name: "Approva la disdetta" });
  await approve
    .getByLabel("Note per il cliente")
    .fill("Il servizio resta attivo fino a fine mese.");
  await approve.getByRole("button", { name: "Conferma approvazione" }).click();
  await expect(toasts(admin)).toContainText("Disdetta approvata");
  await expect(request.getByTestId("request-status")).toHaveText("Approvata");
  await openTab(admin, "tickets", "Ticket");
  await openTab(admin, "communications", "Comunicazioni");

  // --- Customer: sees the approval; the service stays active until its expiry (decision 046).
  await customer.goto("/customer/dashboard?sezione=servizi");
  await expect(card.getByTestId("service-status-active")).toHaveText("Attivo");
  await expect(card.getByTestId("service-ends")).toContainText("Non si rinnova: termina");
  const requests = customer.getByTestId("my-requests");
  await expect(requests).toContainText("Approvata");
  await expect(requests).toContainText("Il servizio resta attivo fino a fine mese.");
  await waitForMail((m) => m.to === email && m.subject === `Disdetta approvata: ${serviceName}`);

  // --- Customer: signs out and resets the password through the mailed link.
  await customer.context().clearCookies();
  await customer.goto("/customer/login");
  await customer.getByRole("link", { name: "Password dimenticata?" }).click();
  await expect(
    customer.getByRole("heading", { level: 1, name: "Password dimenticata" }),
  ).toBeVisible();
  await customer.getByLabel("Email").fill(email);
  await customer.getByRole("button", { name: "Invia il link" }).click();
  await expect(
    customer.getByRole("status").filter({ hasText: "riceverai un'email con le istruzioni" }),
  ).toBeVisible();
  const mail = await waitForMail(
    (m) => m.to === email && m.subject.includes("Reimposta la password"),
  );
  const link = new URL(
    linkIn(mail, "https://www.scaligeradigital.example/customer/reimposta-password"),
  );
  await customer.goto(`${link.pathname}${link.search}`);
  await customer.getByLabel("Nuova password", { exact: true }).fill("Vendemmia-2026!");
  await customer.getByLabel("Conferma nuova password").fill("Vendemmia-2026!");
  await customer.getByRole("button", { name: "Salva la nuova password" }).click();
  await expect(toasts(customer)).toContainText("Password aggiornata");
  await customer.goto("/customer/login");
  await customer.getByLabel("Email").fill(email);
  await customer.getByLabel("Password", { exact: true }).fill("Vendemmia-2026!");
  await customer.getByRole("button", { name: "Accedi" }).click();
  await expect(customer).toHaveURL(/\/customer\/dashboard$/);

  // Clean up what this journey created.
  // The admin list is paged (decision 023): the search finds the one created here.
  const customers = (
    (await (
      await admin.request.get(`/api/admin/customers?q=${encodeURIComponent(email)}`)
    ).json()) as { items: { id: number; email: string }[] }
  ).items;
  const created = customers.find((c) => c.email === email)!;
  expect((await admin.request.delete(`/api/admin/customers/${created.id}`)).status()).toBe(204);
  expect((await admin.request.delete(`/api/admin/service-templates/${template.id}`)).status()).toBe(
    204,
  );
  await admin.context().close();
  await customer.context().close();
});
