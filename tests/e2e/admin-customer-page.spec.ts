import { expect, test } from "./fixtures";

/**
 * One customer, one page (issue 26, decision 069): from the customers list to a customer's
 * page, every section in its empty and filled state, an internal note kept as plain text, a
 * ticket opened on the customer's behalf that shows up in the tickets section.
 */
test("a customer's page: sections, a note, a ticket on their behalf", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const lastName = `Pagina${id}`;
  const email = `elena.pagina.${id}@example.it`;
  await page.goto("/admin/dashboard?tab=customers");
  await page.getByRole("button", { name: "Nuovo cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo cliente" });
  await dialog.getByRole("textbox", { name: "Nome", exact: true }).fill("Elena");
  await dialog.getByLabel("Cognome").fill(lastName);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Crea cliente" }).click();
  await expect(dialog).toBeHidden();

  // From the list, the customer's name opens their page.
  await page.getByRole("searchbox", { name: "Cerca" }).fill(lastName.toLowerCase());
  // The search is in the address once it has run: a click before would be undone by it.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await page.getByRole("link", { name: `Elena ${lastName}` }).click();
  await expect(page).toHaveURL(/\/admin\/clienti\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: `Elena ${lastName}` })).toBeVisible();

  const data = page.getByTestId("customer-data");
  await expect(data).toContainText(email);
  await expect(data).toContainText("Non attivo");
  await expect(page.getByTestId("customer-services")).toContainText(
    "Nessun servizio assegnato a questo cliente.",
  );
  await expect(page.getByTestId("customer-tickets")).toContainText(
    "Nessun ticket di questo cliente.",
  );
  await expect(page.getByTestId("customer-requests")).toContainText("Nessuna richiesta");
  await expect(page.getByTestId("customer-communications")).toContainText(
    "Nessuna comunicazione inviata a questo cliente.",
  );
  // The invitation mailed on creation.
  await expect(page.getByTestId("customer-mails")).toContainText("imposta la tua password");
  await expect(page.getByTestId("customer-activity")).toContainText("Clienti");
  await expect(page.getByTestId("customer-notes-section")).toContainText(
    "Nessuna nota interna su questo cliente.",
  );
  await expectNoAxeViolations(page);

  // A note: what looks like markup stays text, the line break stays.
  const notes = page.getByTestId("customer-notes-section");
  await notes.getByRole("button", { name: "Aggiungi nota" }).click();
  await expect(notes.getByText("Scrivi il testo della nota")).toBeVisible();
  await notes
    .getByLabel("Nuova nota interna")
    .fill("<b>Chiamare</b> dopo le 14\nSolo su cellulare");
  await notes.getByRole("button", { name: "Aggiungi nota" }).click();
  const note = notes.getByTestId("customer-note");
  await expect(note).toContainText("<b>Chiamare</b> dopo le 14");
  await expect(note.locator("b")).toHaveCount(0);
  await expect(notes.getByLabel("Nuova nota interna")).toHaveValue("");

  // A ticket on the customer's behalf.
  await page.getByRole("button", { name: "Nuovo ticket" }).click();
  const ticketDialog = page.getByRole("dialog", { name: `Nuovo ticket per Elena ${lastName}` });
  await ticketDialog.getByLabel("Titolo").fill("Casella di posta piena");
  await ticketDialog
    .getByLabel("Descrizione")
    .fill("La cliente ha telefonato: la casella è piena e non riceve più posta.");
  await ticketDialog.getByLabel("Priorità").selectOption({ label: "Alta" });
  await ticketDialog.getByRole("button", { name: "Apri il ticket" }).click();
  await expect(ticketDialog).toBeHidden();
  const tickets = page.getByTestId("customer-ticket");
  await expect(tickets).toHaveCount(1);
  await expect(tickets.first()).toContainText("Casella di posta piena");
  await expect(tickets.first()).toContainText("Priorità alta");
  await expect(page.getByTestId("customer-mails")).toContainText("Abbiamo aperto il ticket");
  await expectNoAxeViolations(page);

  // The ticket's thread opens from the page; its customer links back.
  await tickets.first().getByRole("button", { name: "Casella di posta piena" }).click();
  const thread = page.getByRole("dialog");
  await expect(thread.getByRole("link", { name: `Elena ${lastName}` })).toBeVisible();
});
