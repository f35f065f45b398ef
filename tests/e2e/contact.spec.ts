import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Route } from "@playwright/test";

/**
 * /contatti (../shared/spec/public-site.md §2, §4, §5, §7, §8). The e2e server allows 5 contact
 * submissions per IP in 10 minutes for the whole suite: the page's real send is the one of
 * forms-without-js.spec.ts (the form posted without JavaScript); here POST /api/contact is
 * answered with page.route.
 */

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const FAQ = [
  "Quanto tempo serve per realizzare un progetto?",
  "Offrite assistenza dopo la messa online?",
  "Lavorate solo con aziende di Verona?",
  "Come si svolge il lavoro insieme a voi?",
];

const form = (page: Page) => page.getByRole("form", { name: "Scrivici un messaggio" });
// By element, not role: while the modal dialog is open Radix hides the rest of the page from
// the accessibility tree (the toast is announced through Radix's own live region).
const toasts = (page: Page) => page.locator("li[data-variant]");
const terms = (page: Page) => form(page).getByRole("checkbox", { name: /termini e condizioni/ });
const submit = (page: Page) => form(page).getByRole("button", { name: "Invia richiesta" });

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

async function fillContact(
  page: Page,
  values: { name: string; email: string; company?: string; message: string },
) {
  const f = form(page);
  await f.getByLabel("Nome e cognome").fill(values.name);
  await f.getByLabel("Email").fill(values.email);
  if (values.company !== undefined) await f.getByLabel("Azienda").fill(values.company);
  await f.getByLabel("Messaggio").fill(values.message);
}

const visitor = {
  name: "Paolo Ferrari",
  email: "paolo.ferrari@example.it",
  company: "Ferrari Logistica",
  message: "Vorremmo portare in cloud il nostro gestionale delle spedizioni.",
};

/** Answers POST /api/contact without reaching the server (keeps the rate limit free). */
async function fakeContact(page: Page, answer: (route: Route) => Promise<void>) {
  const bodies: unknown[] = [];
  await page.route("**/api/contact", async (route) => {
    bodies.push(route.request().postDataJSON());
    await answer(route);
  });
  return bodies;
}

test("the server HTML holds the page: h1, labelled form, contacts, map link and FAQ", async ({
  request,
}) => {
  const res = await request.get("/contatti");
  expect(res.status()).toBe(200);
  const html = await res.text();

  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toContain("Parliamo del tuo prossimo progetto");
  expect(html).toMatch(/<title>Contatti \| [^<]+<\/title>/);
  expect(html).toMatch(
    /<link rel="canonical" href="https:\/\/www\.scaligeradigital\.example\/contatti"/,
  );
  expect(html).toContain("<form");
  for (const name of ["name", "email", "company", "message", "terms"]) {
    const id = new RegExp(`id="([^"]+)"[^>]*name="${name}"|name="${name}"[^>]*id="([^"]+)"`).exec(
      html,
    );
    expect(id, `field ${name}`).not.toBeNull();
    expect(html).toContain(`for="${id![1] ?? id![2]}"`);
  }
  for (const question of FAQ) expect(html).toContain(question);
  expect(html).toMatch(/href="tel:\+39\d+"/);
  expect(html).toMatch(/href="mailto:[^"]+@[^"]+"/);
  expect(html).toMatch(
    /href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=[^"]+" target="_blank"/,
  );
  expect(html).toMatch(/href="\/privacy" target="_blank"/);
  expect(html).toMatch(/href="\/note-legali" target="_blank"/);
  expect(html).toContain("Richiedi un preventivo");
});

test("required fields are marked; the FAQ opens from the keyboard; no axe violations", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /hydrat|Content Security Policy/i.test(m.text())) {
      problems.push(m.text());
    }
  });
  await page.goto("/contatti");
  await expect(page.locator("h1")).toHaveText("Parliamo del tuo prossimo progetto");
  const f = form(page);
  for (const label of ["Nome e cognome", "Email", "Messaggio"]) {
    await expect(f.getByLabel(label)).toHaveAttribute("aria-required", "true");
    await expect(f.locator(`label:has-text("${label}")`).locator("span[aria-hidden]")).toHaveText(
      "*",
    );
  }
  await expect(f.getByLabel("Azienda")).not.toHaveAttribute("aria-required", "true");
  await expect(f.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(terms(page)).toHaveAttribute("aria-required", "true");
  await expect(terms(page)).not.toBeChecked();

  const maps = page.getByRole("link", { name: /Apri in Google Maps/ });
  await expect(maps).toHaveAttribute("target", "_blank");
  await expect(maps).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+/,
  );

  const question = page.getByText(FAQ[0]!);
  const answer = page.getByText(/^Dipende da dimensioni e complessità/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();

  const scan = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(scan.violations).toEqual([]);
  expect(problems).toEqual([]);
});

test("terms not ticked: 'Termini e condizioni' toast and nothing sent", async ({ page }) => {
  const bodies = await fakeContact(page, (route) => route.fulfill({ status: 201, body: "{}" }));
  await page.goto("/contatti");
  await fillContact(page, visitor);
  await submit(page).click();
  await expect(toasts(page)).toContainText("Termini e condizioni");
  await expect(toasts(page)).toContainText("Devi accettare i termini e condizioni per continuare.");
  expect(bodies).toEqual([]);
});

test("empty or wrong fields are explained inline in Italian", async ({ page }) => {
  const bodies = await fakeContact(page, (route) => route.fulfill({ status: 201, body: "{}" }));
  await page.goto("/contatti");
  await terms(page).check();
  await submit(page).click();
  const f = form(page);
  await expect(f.getByLabel("Nome e cognome")).toHaveAttribute("aria-invalid", "true");
  await expect(f.getByText("Inserisci il tuo nome")).toBeVisible();
  await expect(f.getByText("Scrivi il tuo messaggio")).toBeVisible();
  await expect(f.getByLabel("Nome e cognome")).toBeFocused();

  await fillContact(page, { name: "P", email: "paolo@", message: "Ciao" });
  await submit(page).click();
  await expect(f.getByText("Il nome deve avere almeno 2 caratteri")).toBeVisible();
  await expect(f.getByText("Inserisci un indirizzo email valido")).toBeVisible();
  await expect(f.getByText("Il messaggio deve avere almeno 10 caratteri")).toBeVisible();
  expect(bodies).toEqual([]);
});

test("success: toast, the form is emptied and the terms unticked", async ({ page }) => {
  // The real send of this page is in forms-without-js.spec.ts (the contact limit is shared).
  const bodies = await fakeContact(page, (route) =>
    route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1}' }),
  );
  await page.goto("/contatti");
  await fillContact(page, visitor);
  await terms(page).check();
  await submit(page).click();

  await expect(toasts(page)).toContainText("Richiesta inviata!");
  await expect(toasts(page)).toContainText("Grazie per la tua richiesta. Ti contatteremo presto.");
  expect(bodies).toEqual([
    { ...visitor, budget: "", website: "", submissionKey: expect.stringMatching(/^[\da-f]{32}$/) },
  ]);
  const f = form(page);
  for (const label of ["Nome e cognome", "Email", "Azienda", "Messaggio"]) {
    await expect(f.getByLabel(label)).toHaveValue("");
  }
  await expect(terms(page)).not.toBeChecked();
});

test("while sending the button is disabled and reads 'Invio in corso...'", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await fakeContact(page, async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1}' });
  });
  await page.goto("/contatti");
  await fillContact(page, visitor);
  await terms(page).check();
  await submit(page).click();
  const pending = form(page).getByRole("button", { name: "Invio in corso..." });
  await expect(pending).toBeDisabled();
  release();
  await expect(toasts(page)).toContainText("Richiesta inviata!");
  await expect(submit(page)).toBeEnabled();
});

test("server errors: 'Errore nell'invio' with the server's message, else the generic text", async ({
  page,
}) => {
  const answers: { status: number; body: string }[] = [
    { status: 400, body: '{"message":"Name must be at least 2 characters","issues":[]}' },
    { status: 429, body: '{"message":"Troppe richieste. Riprova tra qualche minuto."}' },
    { status: 500, body: "x" },
  ];
  const bodies = await fakeContact(page, (route) => {
    const { status, body } = answers[bodies.length - 1]!;
    return route.fulfill({
      status,
      body,
      contentType: status === 500 ? "text/plain" : "application/json",
    });
  });
  await page.goto("/contatti");
  await fillContact(page, visitor);
  await terms(page).check();

  const expected = [
    "Il nome deve avere almeno 2 caratteri",
    "Troppe richieste. Riprova tra qualche minuto.",
    "Si è verificato un errore. Riprova più tardi.",
  ];
  for (const [index, text] of expected.entries()) {
    await submit(page).click();
    await expect.poll(() => bodies.length).toBe(index + 1);
    await expect(toasts(page)).toContainText("Errore nell'invio");
    await expect(toasts(page)).toContainText(text);
    await expect(toasts(page)).toHaveAttribute("data-variant", "destructive");
    // The visitor's text stays, ready to be sent again.
    await expect(form(page).getByLabel("Messaggio")).toHaveValue(visitor.message);
    await expect(terms(page)).toBeChecked();
  }
});
