import sharp from "sharp";
import { expect, test } from "./fixtures";
import {
  createCustomer,
  preparePage,
  signIn,
  toasts,
  uniqueEmail,
} from "./helpers/customer-portal";

/**
 * Tickets' attachments and the customer's closing (issue 26, decision 066), with two browser
 * contexts: the customer opens a ticket with a screenshot, the desk sees it and replies with a
 * PDF, the customer downloads it, closes the ticket (asked first) and reopens it; axe on both
 * threads.
 */
test("a screenshot to the desk, a PDF back, then closed and reopened by the customer", async ({
  adminPage: desk,
  browser,
  baseURL,
  expectNoAxeViolations,
}) => {
  const email = uniqueEmail("allegati");
  const password = "Allegati-2026!";
  await createCustomer(baseURL!, email, password);
  const context = await browser.newContext();
  const page = await context.newPage();
  await preparePage(page);
  await signIn(page, { email, password });
  const title = `Errore all'accesso ${Date.now().toString(36)}`;
  const screenshot = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .png()
    .toBuffer();

  // The customer: a new ticket with a screenshot, listed before it is sent.
  await page.goto("/customer/dashboard?sezione=supporto");
  await page.getByRole("button", { name: "Nuovo ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Apri un ticket di assistenza" });
  await dialog.getByLabel("Titolo").fill(title);
  await dialog.getByLabel("Descrizione").fill("All'accesso compare l'errore della schermata.");
  await dialog.getByLabel("Allegati", { exact: true }).setInputFiles({
    name: "schermata.png",
    mimeType: "image/png",
    buffer: screenshot,
  });
  await expect(dialog.getByRole("list", { name: "File scelti" })).toContainText("schermata.png");
  await dialog.getByRole("button", { name: "Invia ticket" }).click();
  await expect(toasts(page)).toContainText("Ticket inviato con successo");
  await expect(page).toHaveURL(/sezione=supporto&ticket=\d+/);
  const ticketId = Number(/ticket=(\d+)/.exec(page.url())![1]);
  const thread = page.getByTestId("ticket-thread");
  await expect(thread.getByRole("link", { name: /schermata\.png/ })).toBeVisible();

  // The desk: the screenshot in the thread, a reply with a PDF.
  await desk.goto("/admin/dashboard?tab=tickets");
  await desk.getByRole("button", { name: title }).click();
  const deskThread = desk.getByRole("dialog", { name: `Ticket n. ${ticketId}: ${title}` });
  const shot = deskThread.getByRole("link", { name: /schermata\.png/ });
  await expect(shot).toBeVisible();
  const deskDownload = await desk.request.get((await shot.getAttribute("href"))!);
  expect(deskDownload.headers()["content-type"]).toBe("image/png");
  await deskThread.getByLabel("Risposta al cliente").fill("Segui la guida allegata.");
  await deskThread.getByLabel("Allegati", { exact: true }).setInputFiles({
    name: "guida.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
  });
  await deskThread.getByRole("button", { name: "Invia risposta" }).click();
  await expect(toasts(desk)).toContainText("Risposta inviata");
  await expect(deskThread.getByRole("link", { name: /guida\.pdf/ })).toBeVisible();
  await expectNoAxeViolations(desk, { include: '[role="dialog"]' });

  // The customer downloads the PDF.
  await page.reload();
  const guide = thread.getByRole("link", { name: /guida\.pdf/ });
  // The thread is read again once the page runs (a busy machine takes seconds to hydrate).
  await expect(guide).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), guide.click()]);
  expect(download.suggestedFilename()).toBe("guida.pdf");
  await expectNoAxeViolations(page);

  // Closed after a confirmation, then reopened.
  await thread.getByRole("button", { name: "Chiudi ticket" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Chiudere il ticket?" });
  await confirm.getByRole("button", { name: "Chiudi ticket" }).click();
  await expect(toasts(page)).toContainText("Ticket chiuso");
  await expect(thread.getByTestId("ticket-closed-line")).toContainText("Chiuso da te");
  await thread.getByRole("button", { name: "Riapri ticket" }).click();
  await expect(toasts(page)).toContainText("Ticket riaperto");
  await expect(thread.getByRole("button", { name: "Chiudi ticket" })).toBeVisible();
  await context.close();
});
