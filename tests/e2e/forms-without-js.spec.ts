import { expect, test, ADMIN } from "./fixtures";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { createCustomer, preparePage, uniqueEmail } from "./helpers/customer-portal";

/**
 * Every form posted without JavaScript (decision 024): the page's action answers with the page
 * drawn again (the success, or the Italian errors by the fields with what was typed), or signs
 * in with a redirect; nothing typed ever lands in the address. POST /api/contact allows 5 sends
 * per IP in 10 minutes for the whole run: this file sends 2 for real (contact page and AI
 * analysis), and the JavaScript specs of those two pages answer theirs with page.route.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(({ page }) => preparePage(page));

/** Fills a customer sign-in form (the page's or the /area-clienti card's) and sends it. */
async function signIn(scope: Page | Locator, email: string, password: string) {
  if (email) await scope.getByLabel("Email").fill(email);
  await scope.getByLabel("Password").fill(password);
  await scope.getByRole("button", { name: "Accedi" }).click();
}

/** The page is `path`, and nothing typed is in the address: no query string at all. */
function expectAt(page: Page, path: string) {
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect(url.search).toBe("");
}

/**
 * axe runs in the page, so it needs JavaScript: the HTML the server answered is checked in a
 * second context with JavaScript on but the site's scripts held back (nothing hydrates).
 */
async function expectServerHtmlAccessible(
  browser: Browser,
  page: Page,
  check: (page: Page) => Promise<void>,
) {
  const html = await page.content();
  // Contexts made in a test take the file's options: JavaScript is turned back on here.
  const context = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    javaScriptEnabled: true,
  });
  try {
    const copy = await context.newPage();
    await copy.route(
      (url) => url.hostname !== "127.0.0.1" || url.pathname.endsWith(".js"),
      (route) => route.abort(),
    );
    await copy.route("**/__server-html", (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
    await copy.goto("/__server-html");
    await check(copy);
  } finally {
    await context.close();
  }
}

/** The contact messages the back office sees, through the admin API. */
/** The stored contact messages whose fields hold `tag` (the admin list, searched by the server). */
async function storedContacts(request: APIRequestContext, tag: string) {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const page = await request.get(`/api/admin/contacts?q=${encodeURIComponent(tag)}`);
  const { items } = (await page.json()) as {
    items: Array<{ name: string; email: string; message: string }>;
  };
  return items;
}

test("admin login: username in the server HTML, refusal with the username kept, then the panel", async ({
  page,
  browser,
  expectNoAxeViolations,
}) => {
  await page.goto("/admin/login");
  await expect(page.getByLabel("Username")).toHaveValue("admin");

  await page.getByLabel("Password").fill("password-sbagliata");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByRole("alert")).toHaveText("Credenziali non valide");
  expectAt(page, "/admin/login");
  await expect(page.getByLabel("Username")).toHaveValue("admin");
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expectServerHtmlAccessible(browser, page, expectNoAxeViolations);

  await page.getByLabel("Username").fill("");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByText("Username o email richiesti")).toBeVisible();
  await expect(page.getByText("Password richiesta")).toBeVisible();
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Accedi" }).click();
  expectAt(page, "/admin/dashboard");
  await expect(page.getByTestId("admin-sidebar")).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain("sd_admin_session");
});

test("customer login: errors by the fields, wrong password, then the dashboard", async ({
  page,
}) => {
  await page.goto("/customer/login");
  await page.getByLabel("Email").fill("non-una-email");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByText("Email non valida")).toBeVisible();
  await expect(page.getByText("Password richiesta")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("non-una-email");
  expectAt(page, "/customer/login");

  await signIn(page, "mario.rossi@example.com", "password-sbagliata");
  await expect(page.getByRole("alert")).toHaveText("Credenziali non valide");
  await expect(page.getByLabel("Email")).toHaveValue("mario.rossi@example.com");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await signIn(page, "", "Cliente2026!");
  expectAt(page, "/customer/dashboard");
});

test("a customer area page asked for while signed out is opened after the login", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("nojs.ritorno");
  await createCustomer(baseURL!, email, "Ritorno-Clienti-2026");
  await page.goto("/customer/dashboard?sezione=servizi");
  const login = "/customer/login?ritorno=%2Fcustomer%2Fdashboard%3Fsezione%3Dservizi";
  expect(page.url()).toBe(`${baseURL}${login}`);

  await signIn(page, email, "sbagliata-davvero");
  await expect(page.getByRole("alert")).toHaveText("Credenziali non valide");
  expect(page.url()).toBe(`${baseURL}${login}`);

  await signIn(page, "", "Ritorno-Clienti-2026");
  expect(page.url()).toBe(`${baseURL}/customer/dashboard?sezione=servizi`);
  await expect(page).toHaveTitle(/^I Miei Servizi - Area Clienti/);
});

test("the /area-clienti card signs in through /customer/login's action", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("nojs.card");
  await createCustomer(baseURL!, email, "Scheda-Clienti-2026");
  await page.goto("/area-clienti");
  const card = page.locator("#accesso");
  await signIn(card, email, "sbagliata-davvero");
  expectAt(page, "/customer/login");
  await expect(page.getByRole("alert")).toHaveText("Credenziali non valide");

  await signIn(page, "", "Scheda-Clienti-2026");
  expectAt(page, "/customer/dashboard");
});

test("a deactivated customer is told how to reach support; a wrong password is not told", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("nojs.sospeso");
  await createCustomer(baseURL!, email, "Cliente-Sospeso-2026", { isActive: false });
  await page.goto("/customer/login");
  await signIn(page, email, "password-sbagliata");
  await expect(page.getByRole("alert")).toHaveText("Credenziali non valide");

  await signIn(page, "", "Cliente-Sospeso-2026");
  await expect(page.getByRole("alert")).toHaveText(
    "Il tuo account è disattivato. Per riattivarlo contatta l'assistenza: info@scaligeradigital.example oppure +39 045 000 1122.",
  );
  expectAt(page, "/customer/login");
});

test("contact form: errors keep the message, then a real send shows the success", async ({
  page,
  browser,
  request,
  expectNoAxeViolations,
}) => {
  const tag = `nojs${Date.now().toString(36)}`;
  const message = `Vorremmo un gestionale per le consegne, scritto senza JavaScript (${tag}).`;
  await page.goto("/contatti");
  const form = page.getByRole("form", { name: "Scrivici un messaggio" });
  await form.getByLabel("Nome e cognome").fill("Elena Bianchi");
  await form.getByLabel("Email").fill("elena.bianchi");
  await form.getByLabel("Messaggio").fill(message);
  await form.getByRole("button", { name: "Invia richiesta" }).click();

  expectAt(page, "/contatti");
  await expect(form.getByText("Inserisci un indirizzo email valido")).toBeVisible();
  await expect(
    form.getByText("Devi accettare i termini e condizioni per continuare."),
  ).toBeVisible();
  await expect(form.getByLabel("Nome e cognome")).toHaveValue("Elena Bianchi");
  await expect(form.getByLabel("Messaggio")).toHaveValue(message);
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expectServerHtmlAccessible(browser, page, expectNoAxeViolations);

  await form.getByLabel("Email").fill(`elena.${tag}@example.it`);
  await form.getByRole("checkbox", { name: /termini e condizioni/ }).check();
  await form.getByRole("button", { name: "Invia richiesta" }).click();
  expectAt(page, "/contatti");
  await expect(form.getByRole("status")).toHaveText(
    "Grazie per la tua richiesta. Ti contatteremo presto.",
  );
  await expect(form.getByLabel("Messaggio")).toHaveValue("");
  await expect(form.getByRole("checkbox", { name: /termini e condizioni/ })).not.toBeChecked();

  const stored = await storedContacts(request, tag);
  expect(stored.find((row) => row.message === message)).toMatchObject({
    name: "Elena Bianchi",
    email: `elena.${tag}@example.it`,
  });
});

test("AI analysis: errors by the fields, then a real send shows the success", async ({
  page,
  request,
}) => {
  const tag = `nojs${Date.now().toString(36)}`;
  await page.goto("/analisi-sito-ai");
  const form = page.getByRole("form", { name: "Richiesta di analisi gratuita" });
  await form.getByLabel("Indirizzo del sito").fill("non è un sito");
  await form.getByLabel("Nome e cognome").fill("Giorgio Neri");
  await form.getByRole("button", { name: "Richiedi l'analisi gratuita" }).click();

  expectAt(page, "/analisi-sito-ai");
  await expect(
    form.getByText("Inserisci un indirizzo valido, ad esempio www.tuaazienda.it"),
  ).toBeVisible();
  await expect(form.getByText("Inserisci un indirizzo email valido")).toBeVisible();
  await expect(form.getByText("Devi accettare l'informativa privacy per continuare")).toBeVisible();
  await expect(form.getByLabel("Nome e cognome")).toHaveValue("Giorgio Neri");

  await form.getByLabel("Indirizzo del sito").fill(`www.${tag}.it`);
  await form.getByLabel("Email").fill(`giorgio.${tag}@example.it`);
  await form.getByRole("checkbox", { name: /informativa privacy/ }).check();
  await form.getByRole("button", { name: "Richiedi l'analisi gratuita" }).click();
  expectAt(page, "/analisi-sito-ai");
  await expect(form.getByRole("status")).toHaveText(
    "Grazie per la tua richiesta. Ti contatteremo presto.",
  );
  await expect(form.getByLabel("Indirizzo del sito")).toHaveValue("");

  const stored = await storedContacts(request, tag);
  expect(stored.find((row) => row.email === `giorgio.${tag}@example.it`)?.message).toBe(
    `Richiesta di analisi gratuita del sito con AI per: https://www.${tag}.it`,
  );
});

test("forgotten password: a bad address is refused by the field, a good one gets the answer", async ({
  page,
}) => {
  await page.goto("/customer/password-dimenticata");
  await page.getByLabel("Email").fill("mario.rossi@");
  await page.getByRole("button", { name: "Invia il link" }).click();
  expectAt(page, "/customer/password-dimenticata");
  await expect(page.getByText("Email non valida")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("mario.rossi@");

  await page.getByLabel("Email").fill(uniqueEmail("nessuno"));
  await page.getByRole("button", { name: "Invia il link" }).click();
  await expect(page.getByRole("status")).toContainText(
    "Se l'indirizzo è registrato, riceverai un'email con le istruzioni per reimpostare la password.",
  );
});

test("password reset: an unknown link says at once that it is no longer valid, with no form", async ({
  page,
}) => {
  await page.goto(`/customer/reimposta-password?token=${"x".repeat(43)}`);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Il link non è più valido");
  await expect(alert).toContainText("Il link non è valido o è scaduto. Richiedi un nuovo link.");
  await expect(page.getByLabel("Nuova password", { exact: true })).toHaveCount(0);
  await alert.getByRole("link", { name: "Richiedi un nuovo link" }).click();
  expectAt(page, "/customer/password-dimenticata");
});

test("the dialogs' buttons lead to the contact form, which works without JavaScript", async ({
  page,
}) => {
  await page.goto("/area-clienti");
  await page
    .getByRole("button", { name: /Apri Ticket/ })
    .first()
    .click();
  expect(new URL(page.url()).pathname).toBe("/contatti");
  await expect(page.getByRole("form", { name: "Scrivici un messaggio" })).toBeVisible();

  await page.goto("/chi-siamo");
  await page
    .getByRole("button", { name: /Preventivo/ })
    .first()
    .click();
  expect(new URL(page.url()).pathname).toBe("/contatti");
  await expect(page.getByRole("form", { name: "Scrivici un messaggio" })).toBeVisible();
});

test("a page form posted from another site is refused (403) and changes nothing", async ({
  request,
}) => {
  const res = await request.post("/contatti", {
    headers: { Origin: "https://malintenzionato.example" },
    form: {
      name: "Bot",
      email: "bot@example.it",
      message: "Messaggio da un altro sito",
      terms: "on",
    },
  });
  expect(res.status()).toBe(403);
  const login = await request.post("/admin/login", {
    headers: { Origin: "https://malintenzionato.example" },
    form: ADMIN,
    maxRedirects: 0,
  });
  expect(login.status()).toBe(403);
  expect(login.headers()["set-cookie"]).toBeUndefined();
});

test.describe("before the page's JavaScript has run", () => {
  test.use({ javaScriptEnabled: true });

  test("the admin login posts to its page, never into the address", async ({ page }) => {
    // The scripts never arrive: the page stays as the server drew it.
    await page.route(
      (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
      (route) => route.abort(),
    );
    await page.goto("/admin/login");
    await page.getByLabel("Password").fill("password-sbagliata");
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect(page.getByRole("alert")).toHaveText("Credenziali non valide");
    expectAt(page, "/admin/login");
  });
});
