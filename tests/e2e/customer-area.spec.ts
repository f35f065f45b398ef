import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForMail } from "./helpers/mailbox";
import { offeredPriorities } from "./helpers/ticket-priorities";

/** Demo customer of the seed (README "demo accounts"). */
const EMAIL = "mario.rossi@example.com";
const PASSWORD = "Cliente2026!";
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

const toasts = (page: Page) => page.locator("li[data-variant]");
const axe = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

/** The login form of the page (not the ticket dialog's fields). */
const loginForm = (page: Page) => page.getByRole("region", { name: "Accesso clienti" });

test("structure: hero, quick services, active software, guides and help", async ({ page }) => {
  // Several axe scans on a busy 2-core machine: more time than the default 30 s.
  test.setTimeout(120_000);
  await page.goto("/area-clienti");
  await expect(page.getByRole("heading", { level: 1, name: "Area Clienti" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Webmail/ })).toHaveAttribute("href", "/webmail");
  await expect(page.getByRole("link", { name: "Vai ai Contatti" })).toHaveAttribute(
    "href",
    "/contatti",
  );
  await expect(
    loginForm(page).getByRole("link", { name: "Password dimenticata?" }),
  ).toHaveAttribute("href", "/customer/password-dimenticata");
  await expect(loginForm(page).getByRole("link", { name: "Contatta il supporto" })).toHaveAttribute(
    "href",
    "/contatti",
  );

  // The grid shows exactly the active software, in the API's order.
  const active = (await (await page.request.get("/api/software")).json()) as {
    name: string;
    fileUrl: string;
  }[];
  // Uploaded files are served as downloads, never sniffed or shown inline.
  const uploaded = active.find((item) => item.fileUrl.startsWith("/uploads/software/"));
  expect(uploaded, "the demo seed offers uploaded files").toBeTruthy();
  const file = await page.request.get(uploaded!.fileUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/zip");
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="[\w.-]+\.zip"$/);

  // Items created meanwhile by admin-software.spec.ts (run in parallel) are left out.
  const e2e = /^Strumento E2E/;
  const expected = active.filter((item) => !e2e.test(item.name));
  const cards = page.getByTestId("software-card").filter({ hasNotText: e2e });
  await expect(cards).toHaveCount(expected.length);
  for (const [index, item] of expected.entries()) {
    await expect(cards.nth(index).getByRole("heading", { level: 3 })).toHaveText(item.name);
    await expect(cards.nth(index).getByRole("button", { name: /Scarica/ })).toBeVisible();
  }
  await axe(page);

  // The guides are the knowledge base's articles (decision 065): each card links to its page,
  // which holds the spec's ports.
  const guides = page.getByRole("region", { name: "Guide rapide" });
  for (const title of [
    "Come funziona la teleassistenza",
    "Configurazione posta POP3S",
    "Configurazione posta IMAP4S",
    "Configurazione Posta Elettronica Certificata (PEC)",
  ])
    await expect(guides.getByRole("link", { name: title })).toHaveAttribute("href", /^\/guide\//);
  await guides.getByRole("link", { name: "Configurazione posta POP3S" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Configurazione posta POP3S" }),
  ).toBeVisible();
  const body = page.getByTestId("guide-content");
  for (const value of ["Porta</strong>: 995", "Porta</strong>: 465", "SSL/TLS", "Password normale"])
    expect(await body.innerHTML()).toContain(value);
});

test("a failed download shows 'Errore nel download'", async ({ page }) => {
  await page.route("**/api/software/*/download", (route) =>
    route.fulfill({ status: 500, json: { message: "Errore interno" } }),
  );
  await page.goto("/area-clienti");
  await page
    .getByTestId("software-card")
    .first()
    .getByRole("button", { name: /Scarica/ })
    .click();
  await expect(toasts(page)).toContainText("Errore nel download");
});

test("customer login: wrong password, then the seeded customer signs in", async ({ page }) => {
  await page.goto("/area-clienti");
  const form = loginForm(page);
  await form.getByRole("button", { name: "Accedi" }).click();
  await expect(form.getByText("Email non valida")).toBeVisible();
  await expect(form.getByText("Password richiesta")).toBeVisible();

  await form.getByLabel("Email").fill(EMAIL);
  await form.getByLabel("Password").fill("password-sbagliata");
  await form.getByRole("button", { name: "Accedi" }).click();
  await expect(toasts(page)).toContainText("Accesso non riuscito");
  await expect(toasts(page)).toContainText("Credenziali non valide. Verifica email e password.");
  await expect(page).toHaveURL(/\/area-clienti$/);

  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(toasts(page)).toContainText("Accesso effettuato con successo");
  await page.request.post("/api/customer/logout");
});

test("ticket dialog: validation, axe, success toast; the company gets a mail", async ({ page }) => {
  // Several axe scans on a busy 2-core machine: more time than the default 30 s.
  test.setTimeout(120_000);
  await page.goto("/area-clienti");
  await page
    .getByRole("button", { name: /Apri Ticket/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Apri un ticket di assistenza" });
  await expect(dialog).toBeVisible();
  await axe(page);

  await dialog.getByRole("button", { name: "Invia ticket" }).click();
  for (const message of [
    "Il nome deve avere almeno 2 caratteri",
    "Email non valida",
    "Seleziona una categoria",
    "Seleziona una priorità",
    "L'oggetto deve avere almeno 5 caratteri",
    "La descrizione deve avere almeno 20 caratteri",
  ]) {
    await expect(dialog.getByText(message, { exact: true }).last()).toBeVisible();
  }
  await axe(page);

  const subject = `Stampante non raggiungibile ${Date.now()}`;
  await dialog.getByLabel("Nome e cognome").fill("Giorgio Zanella");
  await dialog.getByLabel("Email").fill("giorgio.zanella@example.it");
  await dialog.getByLabel("Categoria").selectOption({ label: "Supporto tecnico" });
  // One priority scale everywhere (issue 22): the public form, the customer area and /support.
  expect(await offeredPriorities(dialog)).toEqual(["Bassa", "Media", "Alta", "Critica"]);
  await dialog.getByLabel("Priorità").selectOption({ label: "Alta" });
  await dialog.getByLabel("Oggetto").fill(subject);
  await dialog
    .getByLabel("Descrizione del problema")
    .fill("Da stamattina la stampante dell'ufficio non risponde dai computer della rete.");
  await dialog.getByRole("button", { name: "Invia ticket" }).click();
  await expect(toasts(page)).toContainText("Ticket inviato con successo");
  await expect(toasts(page)).toContainText("Riceverai una risposta entro le tempistiche indicate.");
  await expect(dialog).toBeHidden();

  const mail = await waitForMail((m) => m.subject.includes(subject));
  expect(mail.subject).toContain("(Alta)");
  expect(mail.text).toContain("giorgio.zanella@example.it");

  // The form starts empty again.
  await page
    .getByRole("button", { name: /Apri Ticket/ })
    .first()
    .click();
  await expect(dialog.getByLabel("Oggetto")).toHaveValue("");
});

test("a refused ticket shows the server's message and keeps the dialog open", async ({ page }) => {
  await page.route("**/api/tickets", (route) =>
    route.fulfill({
      status: 429,
      json: { message: "Troppe richieste. Riprova tra qualche minuto." },
    }),
  );
  await page.goto("/area-clienti");
  await page.getByRole("button", { name: "Apri Ticket" }).last().click();
  const dialog = page.getByRole("dialog", { name: "Apri un ticket di assistenza" });
  await dialog.getByLabel("Nome e cognome").fill("Giorgio Zanella");
  await dialog.getByLabel("Email").fill("giorgio.zanella@example.it");
  await dialog.getByLabel("Categoria").selectOption("billing");
  await dialog.getByLabel("Priorità").selectOption("low");
  await dialog.getByLabel("Oggetto").fill("Fattura di marzo");
  await dialog
    .getByLabel("Descrizione del problema")
    .fill("Non trovo la fattura di marzo nell'area clienti.");
  await dialog.getByRole("button", { name: "Invia ticket" }).click();
  await expect(toasts(page)).toContainText("Errore nell'invio del ticket");
  await expect(toasts(page)).toContainText("Troppe richieste. Riprova tra qualche minuto.");
  await expect(dialog).toBeVisible();
});
