import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Route } from "@playwright/test";

/**
 * The quote request dialog (../shared/spec/public-site.md §4, §5, §7, §8), opened from the
 * 'Richiedi un preventivo' button of /contatti. The e2e server allows 5 contact submissions
 * per IP in 10 minutes for the whole suite: only one test here sends for real, the others
 * answer POST /api/contact with page.route.
 */

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const ANALYTICS = '{"necessary":true,"analytics":true,"marketing":false,"preferences":false}';

const SERVICES = [
  "Programmazione Software",
  "Consulenza IT",
  "e-commerce",
  "Siti Internet",
  "Soluzioni Cloud",
  "Marketing Strategico",
  "Altro",
];
const BUDGETS = [
  "€1.000 - €5.000",
  "€5.000 - €10.000",
  "€10.000 - €25.000",
  "€25.000 - €50.000",
  "€50.000+",
  "Da definire",
];
const TIMELINES = ["Entro 1 mese", "1-3 mesi", "3-6 mesi", "6+ mesi", "Da definire"];

const dialog = (page: Page) =>
  page.getByRole("dialog", { name: "Richiedi un preventivo gratuito" });
// By element, not role: while the modal dialog is open Radix hides the rest of the page from
// the accessibility tree (the toast is announced through Radix's own live region).
const toasts = (page: Page) => page.locator("li[data-variant]");
const submitButton = (page: Page) => dialog(page).getByRole("button", { name: "Invia richiesta" });

async function setup(page: Page, consent = NECESSARY) {
  // Chromium is offline: only the site under test is reached; gtag.js gets an empty script.
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) =>
      route.request().url().startsWith("https://www.googletagmanager.com/")
        ? route.fulfill({ status: 200, contentType: "text/javascript", body: "" })
        : route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), consent);
}

async function openDialog(page: Page) {
  await page.goto("/contatti");
  await page.getByRole("button", { name: "Richiedi un preventivo" }).click();
  await expect(dialog(page)).toBeVisible();
}

type Fill = {
  name?: string;
  email?: string;
  company?: string;
  service?: string;
  budget?: string;
  timeline?: string;
  message?: string;
  privacy?: boolean;
};

async function fillQuote(page: Page, values: Fill) {
  const d = dialog(page);
  if (values.name !== undefined) await d.getByLabel("Nome e cognome").fill(values.name);
  if (values.email !== undefined) await d.getByLabel("Email").fill(values.email);
  if (values.company !== undefined) await d.getByLabel("Azienda").fill(values.company);
  if (values.service !== undefined) await d.getByLabel("Servizio").selectOption(values.service);
  if (values.budget !== undefined)
    await d.getByLabel("Budget indicativo").selectOption(values.budget);
  if (values.timeline !== undefined)
    await d.getByLabel("Tempistiche").selectOption(values.timeline);
  if (values.message !== undefined)
    await d.getByLabel("Descrivi il tuo progetto").fill(values.message);
  if (values.privacy) await d.getByRole("checkbox", { name: /informativa privacy/ }).check();
}

const complete: Fill = {
  name: "Elena Righetti",
  email: "elena.righetti@example.it",
  company: "Righetti Arredamenti",
  service: "Siti Internet",
  budget: "€5.000 - €10.000",
  timeline: "1-3 mesi",
  message: "Vorremmo rifare il sito aziendale con un catalogo dei prodotti.",
  privacy: true,
};

const expectedMessage = [
  "Vorremmo rifare il sito aziendale con un catalogo dei prodotti.",
  "",
  "Dettagli richiesta:",
  "- Servizio: Siti Internet",
  "- Budget: €5.000 - €10.000",
  "- Tempistiche: 1-3 mesi",
].join("\n");

/** Answers POST /api/contact without reaching the server (keeps the rate limit free). */
async function fakeContact(page: Page, answer: (route: Route) => Promise<void>) {
  const bodies: unknown[] = [];
  await page.route("**/api/contact", async (route) => {
    bodies.push(route.request().postDataJSON());
    await answer(route);
  });
  return bodies;
}

const created = (route: Route) =>
  route.fulfill({
    status: 201,
    contentType: "application/json",
    body: '{"id":7,"message":"Richiesta inviata"}',
  });

test("the button opens the dialog with the spec's fields and options; 'Annulla' closes it", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    // Aborted external requests aside, the lazily loaded dialog must load cleanly (CSP, hydration).
    if (/hydrat|Content Security Policy|Failed to fetch dynamically/i.test(m.text())) {
      problems.push(m.text());
    }
  });
  await setup(page);
  await openDialog(page);
  const d = dialog(page);

  for (const label of [
    "Nome e cognome",
    "Email",
    "Servizio",
    "Budget indicativo",
    "Tempistiche",
    "Descrivi il tuo progetto",
  ]) {
    await expect(d.getByLabel(label)).toHaveAttribute("aria-required", "true");
  }
  await expect(d.getByLabel("Azienda")).not.toHaveAttribute("aria-required", "true");
  await expect(d.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(d.getByLabel("Servizio")).toHaveValue("Programmazione Software");
  await expect(d.getByLabel("Servizio").locator("option")).toHaveText(SERVICES);
  await expect(d.getByLabel("Budget indicativo").locator("option:not([value=''])")).toHaveText(
    BUDGETS,
  );
  await expect(d.getByLabel("Tempistiche").locator("option:not([value=''])")).toHaveText(TIMELINES);
  const privacy = d.getByRole("checkbox", { name: /informativa privacy/ });
  await expect(privacy).not.toBeChecked();
  await expect(privacy).toHaveAttribute("aria-required", "true");
  for (const href of ["/privacy", "/note-legali"]) {
    await expect(d.locator(`a[href="${href}"]`)).toHaveAttribute("target", "_blank");
  }
  // The honeypot is out of sight and out of reach.
  const honeypot = d.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(honeypot).toHaveAttribute("autocomplete", "off");
  await expect(d.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);

  const scan = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(scan.violations).toEqual([]);

  // 'Annulla' closes; what was typed is still there when the dialog opens again.
  await fillQuote(page, { name: "Elena" });
  await d.getByRole("button", { name: "Annulla" }).click();
  await expect(d).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Richiedi un preventivo" })).toBeFocused();
  await page.getByRole("button", { name: "Richiedi un preventivo" }).click();
  await expect(d.getByLabel("Nome e cognome")).toHaveValue("Elena");
  await page.keyboard.press("Escape");
  await expect(d).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the dialog's code loads on demand: none before, a visible pending state while it arrives", async ({
  page,
}) => {
  await setup(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // The dialog's chunk is held back until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/quote-dialog-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/contatti");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((path) => path.includes("quote-dialog"))).toEqual([]);

  // Pressed with the keyboard (no hover that would start the load early): pending, then open.
  await page.getByRole("button", { name: "Richiedi un preventivo" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Caricamento in corso" })).toBeVisible();
  release();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  await dialog(page).getByRole("button", { name: "Annulla" }).click();
  await expect(page.getByRole("button", { name: "Richiedi un preventivo" })).toBeFocused();
});

test("missing fields: 'Campi mancanti' toast, invalid fields marked, nothing sent", async ({
  page,
}) => {
  await setup(page);
  const bodies = await fakeContact(page, created);
  await openDialog(page);
  await fillQuote(page, {
    name: "Elena Righetti",
    email: "elena@example.it",
    message: "Un nuovo gestionale per la produzione.",
  });
  await submitButton(page).click();

  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Campi mancanti");
  await expect(toast).toContainText(
    "Compila tutti i campi obbligatori e accetta l'informativa privacy.",
  );
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  const d = dialog(page);
  await expect(d).toBeVisible();
  for (const label of ["Budget indicativo", "Tempistiche"]) {
    await expect(d.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(d.getByRole("checkbox", { name: /informativa privacy/ })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(d.getByLabel("Nome e cognome")).not.toHaveAttribute("aria-invalid", "true");
  expect(bodies).toEqual([]);
});

test("text breaking the shared schema is explained inline in Italian and not sent", async ({
  page,
}) => {
  await setup(page);
  const bodies = await fakeContact(page, created);
  await openDialog(page);
  await fillQuote(page, { ...complete, name: "E", email: "elena@", message: "Breve" });
  await submitButton(page).click();

  const d = dialog(page);
  await expect(d.getByText("Il nome deve avere almeno 2 caratteri")).toBeVisible();
  await expect(d.getByText("Inserisci un indirizzo email valido")).toBeVisible();
  await expect(d.getByText("Il messaggio deve avere almeno 10 caratteri")).toBeVisible();
  await expect(d.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(d.getByLabel("Email")).toHaveAccessibleDescription(
    "Inserisci un indirizzo email valido",
  );
  await expect(toasts(page)).toHaveCount(0);
  expect(bodies).toEqual([]);

  // Fixing the text clears the messages.
  await d.getByLabel("Nome e cognome").fill("Elena Righetti");
  await expect(d.getByText("Il nome deve avere almeno 2 caratteri")).toHaveCount(0);
});

test("success: the request is stored (201), toast, dialog closed, form reset to the default service", async ({
  page,
}) => {
  await setup(page);
  await openDialog(page);
  await fillQuote(page, complete);
  const requestPromise = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith("/api/contact"),
  );
  await submitButton(page).click();
  const request = await requestPromise;

  expect(request.postDataJSON()).toEqual({
    name: "Elena Righetti",
    email: "elena.righetti@example.it",
    company: "Righetti Arredamenti",
    budget: "€5.000 - €10.000",
    message: expectedMessage,
    website: "",
    submissionKey: expect.stringMatching(/^[\da-f]{32}$/),
  });
  const response = await request.response();
  expect(response?.status()).toBe(201);
  expect(await response?.json()).toMatchObject({ id: expect.any(Number) });

  await expect(toasts(page)).toContainText("Richiesta inviata!");
  await expect(toasts(page)).toContainText(
    "Grazie per la tua richiesta. Ti contatteremo entro 24 ore.",
  );
  await expect(toasts(page)).toHaveAttribute("data-variant", "default");
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Richiedi un preventivo" }).click();
  const d = dialog(page);
  await expect(d.getByLabel("Nome e cognome")).toHaveValue("");
  await expect(d.getByLabel("Descrivi il tuo progetto")).toHaveValue("");
  await expect(d.getByLabel("Budget indicativo")).toHaveValue("");
  await expect(d.getByLabel("Servizio")).toHaveValue("Programmazione Software");
  await expect(d.getByRole("checkbox", { name: /informativa privacy/ })).not.toBeChecked();
});

test("failure: 'Errore' toast and the dialog stays open with the data", async ({ page }) => {
  await setup(page);
  const bodies = await fakeContact(page, (route) => route.fulfill({ status: 500, body: "x" }));
  await openDialog(page);
  await fillQuote(page, complete);
  await submitButton(page).click();

  await expect(toasts(page)).toContainText("Errore");
  await expect(toasts(page)).toContainText("Si è verificato un errore. Riprova più tardi.");
  await expect(toasts(page)).toHaveAttribute("data-variant", "destructive");
  const d = dialog(page);
  await expect(d).toBeVisible();
  await expect(d.getByLabel("Nome e cognome")).toHaveValue("Elena Righetti");
  await expect(d.getByLabel("Tempistiche")).toHaveValue("1-3 mesi");
  await expect(d.getByRole("checkbox", { name: /informativa privacy/ })).toBeChecked();
  await expect(submitButton(page)).toBeEnabled();
  expect(bodies).toHaveLength(1);
});

test("while sending, the submit button is disabled and reads 'Invio in corso...'", async ({
  page,
}) => {
  await setup(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await fakeContact(page, async (route) => {
    await held;
    await created(route);
  });
  await openDialog(page);
  await fillQuote(page, complete);
  await submitButton(page).click();

  const pending = dialog(page).getByRole("button", { name: "Invio in corso..." });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  release();
  await expect(dialog(page)).toHaveCount(0);
  await expect(toasts(page)).toContainText("Richiesta inviata!");
});

/** The gtag() calls queued so far, as plain arrays. */
const gtagEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === "event")
      .map((args) => ({ name: args[1], params: args[2] })),
  );

test("with analytics consent the quote flow sends its events, the lead labelled with the service", async ({
  page,
}) => {
  await setup(page, ANALYTICS);
  await fakeContact(page, created);
  await page.goto("/contatti");
  await expect(page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]')).toHaveCount(
    1,
  );
  await page.getByRole("button", { name: "Richiedi un preventivo" }).click();
  await fillQuote(page, complete);
  await submitButton(page).click();
  await expect(toasts(page)).toContainText("Richiesta inviata!");

  const events = await gtagEvents(page);
  const names = events.map((e) => e.name);
  expect(names).toEqual(
    expect.arrayContaining([
      "quote_modal_open",
      "quote_form_submit",
      "generate_lead",
      "conversion",
    ]),
  );
  expect(names.indexOf("quote_modal_open")).toBeLessThan(names.indexOf("quote_form_submit"));
  expect(events.find((e) => e.name === "generate_lead")?.params).toEqual({
    service: "Siti Internet",
  });
  expect(events.find((e) => e.name === "quote_form_submit")?.params).toMatchObject({
    service: "Siti Internet",
    timeline: "1-3 mesi",
  });
});

test("without analytics consent no event leaves the page", async ({ page }) => {
  await setup(page);
  await fakeContact(page, created);
  await openDialog(page);
  await fillQuote(page, complete);
  await submitButton(page).click();
  await expect(toasts(page)).toContainText("Richiesta inviata!");

  expect(await gtagEvents(page)).toEqual([]);
  await expect(page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]')).toHaveCount(
    0,
  );
});

test("before the page's JavaScript runs, 'Richiedi Preventivo' leads to the contact form", async ({
  page,
}) => {
  await setup(page);
  // The scripts never arrive: the button cannot open the dialog, so it goes to /contatti.
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    (route) => route.abort(),
  );
  await page.goto("/servizi");
  await page.getByRole("button", { name: "Richiedi Preventivo" }).first().click();
  await expect(page).toHaveURL(/\/contatti\??$/);
  await expect(page.getByRole("form", { name: "Scrivici un messaggio" })).toBeVisible();
});
