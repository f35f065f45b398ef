import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { createZip } from "#db/seed/zip";

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

/** The toasts on screen (Radix also copies their text into its own live region). */
const toasts = (page: Page) => page.locator("li[data-variant]");

test.beforeEach(async ({ adminPage: page }) => {
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

const row = (page: Page, name: string) =>
  page.getByTestId("software-row").filter({ has: page.getByRole("rowheader", { name }) });

test("upload a file, create the item, see it on /area-clienti, count a download, edit, delete", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  // Several axe scans on a busy 2-core machine: more time than the default 30 s.
  test.setTimeout(120_000);
  const context = page.context();
  const name = `Strumento E2E ${Date.now()}`;
  await page.goto("/admin/software");
  await expect(
    page.getByRole("heading", { level: 1, name: "Gestione Software Scaricabile" }),
  ).toBeVisible();
  await expect(page.getByTestId("software-table")).toBeVisible();
  for (const column of [
    "Nome",
    "Versione",
    "Categoria",
    "Piattaforma",
    "Dimensione",
    "Download",
    "Stato",
    "Azioni",
  ]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }
  await expectNoAxeViolations(page, { allRules: true });

  await page.getByRole("button", { name: "Aggiungi Software" }).click();
  const dialog = page.getByRole("dialog", { name: "Aggiungi Software" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role="dialog"]', allRules: true });

  // The spec's validation messages.
  await dialog.getByRole("button", { name: "Crea software" }).click();
  await expect(dialog.getByText("Nome software richiesto")).toBeVisible();
  await expect(dialog.getByText("Versione richiesta")).toBeVisible();
  await expect(dialog.getByText("URL o file richiesto")).toBeVisible();

  await dialog.getByLabel("Nome").fill(name);
  await dialog.getByLabel("Versione").fill("3.1.0");
  await dialog.getByLabel("Descrizione").fill("Strumento di prova caricato dai test end-to-end.");
  await dialog.getByLabel("Categoria").selectOption("utility");
  await dialog.getByLabel("Piattaforma").selectOption("linux");

  // A file of another type is refused before any upload.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "note.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("testo"),
  });
  await expect(toasts(page)).toContainText("Errore upload");
  await expect(toasts(page)).toContainText("Tipo di file non consentito");

  const zip = createZip([{ name: "LEGGIMI.txt", content: "Installazione di prova ".repeat(2000) }]);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "strumento-e2e.zip",
    mimeType: "application/zip",
    buffer: zip,
  });
  await expect(dialog.getByLabel("Caricamento completato")).toHaveAttribute("value", "100");
  await expect(dialog.getByText("100%").first()).toBeVisible();
  await expect(dialog.getByTestId("software-file-url")).toContainText(
    /\/uploads\/software\/[0-9a-f]{16}-strumento-e2e\.zip/,
  );
  await expect(dialog.getByLabel("Dimensione")).toHaveValue(
    `${(zip.length / 1024 ** 2).toFixed(2)} MB`,
  );
  await expectNoAxeViolations(page, { include: '[role="dialog"]', allRules: true });

  await dialog.getByRole("button", { name: "Crea software" }).click();
  await expect(toasts(page)).toContainText("Software creato con successo");
  await expect(dialog).toBeHidden();
  const created = row(page, name);
  await expect(created).toContainText("3.1.0");
  await expect(created).toContainText("Utility");
  await expect(created).toContainText("Linux");
  await expect(created).toContainText("Attivo");
  await expect(created.getByTestId("software-downloads")).toHaveText("0");

  // The public page shows it at once; 'Scarica' counts and opens the file in a new tab.
  const area = await context.newPage();
  await area.goto("/area-clienti");
  const card = area.getByTestId("software-card").filter({ hasText: name });
  await expect(card).toContainText("Utility");
  await expect(card).toContainText("Linux");
  await expect(card).toContainText(`${(zip.length / 1024 ** 2).toFixed(2)} MB`);
  const fileRequest = context.waitForEvent("request", (request) =>
    request.url().includes("/uploads/software/"),
  );
  const popup = context.waitForEvent("page");
  await card.getByRole("button", { name: /Scarica/ }).click();
  await popup;
  const fileUrl = (await fileRequest).url();
  expect(fileUrl).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/uploads\/software\/[0-9a-f]{16}-strumento-e2e\.zip$/,
  );
  await expect
    .poll(async () => {
      const items = (await (await page.request.get("/api/software")).json()) as {
        name: string;
        downloadCount: number;
      }[];
      return items.find((item) => item.name === name)?.downloadCount;
    })
    .toBe(1);
  await area.close();

  await page.reload();
  await expect(row(page, name).getByTestId("software-downloads")).toHaveText("1");

  // Edit: new version, then inactive (it leaves the public page).
  await row(page, name)
    .getByRole("button", { name: `Modifica ${name}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Modifica Software" });
  await expect(edit.getByLabel("Nome")).toHaveValue(name);
  await edit.getByLabel("Versione").fill("3.2.0");
  await edit.getByRole("switch", { name: "Attivo" }).click();
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Software aggiornato con successo");
  await expect(row(page, name)).toContainText("3.2.0");
  await expect(row(page, name)).toContainText("Inattivo");
  await page.goto("/area-clienti");
  await expect(page.getByTestId("software-card").first()).toBeVisible();
  await expect(page.getByTestId("software-card").filter({ hasText: name })).toHaveCount(0);

  // A page links to the file: the table says so, and the delete's confirmation warns of it.
  const linking = await page.request.post("/api/admin/pages", {
    data: {
      path: `/scarica-strumento-${Date.now()}`,
      title: "Scarica lo strumento",
      blocks: [
        {
          id: "testo",
          type: "rich-text",
          data: { bodyHtml: `<p><a href="${new URL(fileUrl).pathname}">Scarica</a></p>` },
        },
      ],
    },
  });
  expect(linking.status()).toBe(201);
  const linkingPage = (await linking.json()) as { id: number };

  // Delete with confirmation.
  await page.goto("/admin/software");
  await expect(row(page, name)).toContainText('Pagina "Scarica lo strumento"');
  await row(page, name)
    .getByRole("button", { name: `Elimina ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Elimina Software" });
  await expect(confirm).toContainText(
    `Sei sicuro di voler eliminare "${name}"? Il file è collegato da: Pagina "Scarica lo strumento"`,
  );
  await expect(confirm).toContainText(
    "quei collegamenti non porteranno più a nulla. Questa azione non può essere annullata.",
  );
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(toasts(page)).toContainText("Software eliminato con successo");
  await expect(confirm).toBeHidden();
  await expect(row(page, name)).toHaveCount(0);
  expect(
    (await page.request.delete(`/api/admin/page-publication/${linkingPage.id}`)).status(),
  ).toBe(204);
});

test("the Software tab of the panel shows the same table", async ({ adminPage: page }) => {
  await page.goto("/admin/dashboard?tab=software");
  await expect(
    page.getByRole("heading", { level: 2, name: "Gestione Software Scaricabile" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Aggiungi Software" })).toBeVisible();
  const seeded = (await (await page.request.get("/api/software")).json()) as { name: string }[];
  expect(seeded.length).toBeGreaterThan(0);
  await expect(page.getByTestId("software-row")).toHaveCount(seeded.length);
});

test("a server refusal of the upload and a failed save keep the dialog open", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/software");
  await page.getByRole("button", { name: "Aggiungi Software" }).click();
  const dialog = page.getByRole("dialog", { name: "Aggiungi Software" });
  // The name says .exe, the bytes are not a Windows program: the server answers 400.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "finto.exe",
    mimeType: "application/octet-stream",
    buffer: Buffer.from("<html>non sono un programma</html>"),
  });
  await expect(toasts(page)).toContainText("Errore upload");
  await expect(toasts(page)).toContainText(
    "Errore durante l'upload: 400 Il contenuto del file non corrisponde a un file .exe",
  );

  await page.route("**/api/admin/software", (route) =>
    route.fulfill({ status: 500, json: { message: "Database non raggiungibile" } }),
  );
  await dialog.getByLabel("Nome").fill("Software che non si salva");
  await dialog.getByLabel("Versione").fill("1.0");
  await dialog.getByRole("radio", { name: "Link esterno" }).check();
  await dialog.getByLabel("URL esterno").fill("https://download.example.com/setup.exe");
  await dialog.getByRole("button", { name: "Crea software" }).click();
  await expect(toasts(page)).toContainText("Errore");
  await expect(toasts(page)).toContainText(
    "Errore nella creazione del software: Database non raggiungibile",
  );
  await expect(dialog).toBeVisible();
});
