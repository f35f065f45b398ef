import { expect, test, type Page, type Route } from "@playwright/test";

/**
 * The free AI analysis request on /analisi-sito-ai. POST /api/contact is answered with
 * page.route (the per-IP limit is 5 in 10 minutes for the whole run): the page's real send is
 * the one of forms-without-js.spec.ts.
 */
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const PREFIX = "Richiesta di analisi gratuita del sito con AI per:";

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
  await page.goto("/analisi-sito-ai");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Analisi gratuita del tuo sito con l'intelligenza artificiale",
  );
});

const form = (page: Page) => page.getByRole("form", { name: "Richiesta di analisi gratuita" });

async function fillForm(page: Page, notes = "") {
  const f = form(page);
  await f.getByLabel("Indirizzo del sito").fill("www.cantina-esempio.it");
  await f.getByLabel("Nome e cognome").fill("Giulia Rossi");
  await f.getByLabel("Email").fill("giulia.rossi@example.it");
  if (notes) await f.getByLabel("Cosa vorresti migliorare? (facoltativo)").fill(notes);
  await f.getByRole("checkbox", { name: /informativa privacy/ }).check();
}

const submit = (page: Page) =>
  form(page).getByRole("button", { name: "Richiedi l'analisi gratuita" }).click();

async function fakeContact(page: Page, answer: (route: Route) => Promise<void>) {
  const bodies: Array<Record<string, unknown>> = [];
  await page.route("**/api/contact", async (route) => {
    bodies.push(route.request().postDataJSON() as Record<string, unknown>);
    await answer(route);
  });
  return bodies;
}

test("the page states the offer and what is checked, honestly", async ({ page }) => {
  const main = page.getByRole("main");
  await expect(
    main.getByText("Nessun impegno • Risultati in 60 secondi • 100% Gratuito"),
  ).toBeVisible();
  const checks = main.getByRole("list", { name: "Cosa controlliamo" }).getByRole("heading");
  await expect(checks).toHaveText([
    "Scansione completa del sito",
    "Analisi SEO",
    "Prestazioni e velocità",
    "Accessibilità",
    "Suggerimenti di miglioramento",
    "Preventivo MVP personalizzato",
  ]);
  await expect(main).toContainText("report via e-mail");
});

test("a complete request sends POST /api/contact and shows the success toast", async ({ page }) => {
  const bodies = await fakeContact(page, (route) =>
    route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1}' }),
  );
  await fillForm(page, "Vorremmo ricevere più richieste dal sito.");
  await submit(page);
  await expect.poll(() => bodies.length).toBe(1);
  expect(bodies[0]).toMatchObject({
    name: "Giulia Rossi",
    email: "giulia.rossi@example.it",
    website: "",
    message: `${PREFIX} https://www.cantina-esempio.it\n\nNote del richiedente:\nVorremmo ricevere più richieste dal sito.`,
  });

  await expect(page.getByText("Richiesta inviata!", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Grazie per la tua richiesta. Ti contatteremo presto.", { exact: true }),
  ).toBeVisible();
  // The form starts over for another request.
  await expect(form(page).getByLabel("Indirizzo del sito")).toHaveValue("");
  await expect(form(page).getByRole("checkbox", { name: /informativa privacy/ })).not.toBeChecked();
});

test("missing or wrong fields are explained inline and nothing is sent", async ({ page }) => {
  const bodies = await fakeContact(page, (route) => route.fulfill({ status: 201, body: "{}" }));
  await submit(page);
  const f = form(page);
  await expect(f.getByText("Inserisci l'indirizzo del tuo sito")).toBeVisible();
  await expect(f.getByText("Il nome deve avere almeno 2 caratteri")).toBeVisible();
  await expect(f.getByText("Inserisci un indirizzo email valido")).toBeVisible();
  await expect(f.getByText("Devi accettare l'informativa privacy per continuare")).toBeVisible();
  await expect(f.getByLabel("Indirizzo del sito")).toHaveAttribute("aria-invalid", "true");
  await expect(f.getByLabel("Indirizzo del sito")).toBeFocused();

  await f.getByLabel("Indirizzo del sito").fill("non è un sito");
  await submit(page);
  await expect(
    f.getByText("Inserisci un indirizzo valido, ad esempio www.tuaazienda.it"),
  ).toBeVisible();
  expect(bodies).toHaveLength(0);
});

test("the honeypot is hidden from people and assistive technology and sent empty", async ({
  page,
}) => {
  const honeypot = form(page).locator('input[name="website"]');
  await expect(honeypot).toHaveCount(1);
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(
    true,
  );
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);

  const bodies = await fakeContact(page, (route) =>
    route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1}' }),
  );
  await fillForm(page);
  await submit(page);
  await expect(page.getByText("Richiesta inviata!", { exact: true })).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    website: "",
    message: `${PREFIX} https://www.cantina-esempio.it`,
  });
});

test("a failed send shows 'Errore nell'invio' and keeps what was typed", async ({ page }) => {
  await fakeContact(page, (route) => route.fulfill({ status: 500, body: "errore interno" }));
  await fillForm(page);
  await submit(page);
  await expect(page.getByText("Errore nell'invio", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Si è verificato un errore. Riprova più tardi.", { exact: true }),
  ).toBeVisible();
  await expect(form(page).getByLabel("Indirizzo del sito")).toHaveValue("www.cantina-esempio.it");
});

test("the server's message is shown when it gives one (rate limit)", async ({ page }) => {
  await fakeContact(page, (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ message: "Troppe richieste. Riprova tra qualche minuto." }),
    }),
  );
  await fillForm(page);
  await submit(page);
  await expect(page.getByText("Errore nell'invio", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Troppe richieste. Riprova tra qualche minuto.", { exact: true }),
  ).toBeVisible();
});

test("the submit button is disabled and says 'Invio in corso...' while sending", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await fakeContact(page, async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
  });
  await fillForm(page);
  await submit(page);
  const pending = form(page).getByRole("button", { name: "Invio in corso..." });
  await expect(pending).toBeDisabled();
  release();
  await expect(page.getByText("Richiesta inviata!", { exact: true })).toBeVisible();
  await expect(
    form(page).getByRole("button", { name: "Richiedi l'analisi gratuita" }),
  ).toBeEnabled();
});
