import { expect, request, test, type Page } from "@playwright/test";
import {
  createCustomer,
  preparePage,
  signIn,
  toasts,
  uniqueEmail,
} from "./helpers/customer-portal";
import { draftKeys } from "./helpers/drafts";

/**
 * The customer's new ticket (decision 025): the dialog asks before closing with changes, keeps
 * a local draft that a reload offers back, and a save that meets an expired session signs in
 * again in place and is then sent with what was typed.
 */
const QUESTION = "Modifiche non salvate: uscire senza salvare?";
const PASSWORD = "Ticket-Bozza-2026";

test.beforeEach(async ({ page }) => {
  await preparePage(page);
});

async function openSupport(page: Page) {
  await page.goto("/customer/dashboard?sezione=supporto");
  await expect(page.getByRole("heading", { level: 1, name: "Supporto Tecnico" })).toBeVisible();
}

test("new ticket: asks before closing, comes back after a reload, survives an expired session", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("ticket.bozza");
  await createCustomer(baseURL!, email, PASSWORD);
  await signIn(page, { email, password: PASSWORD });
  await openSupport(page);

  const title = `Posta elettronica lenta ${Date.now().toString(36)}`;
  const description = "Da lunedì le email arrivano con ore di ritardo sul telefono dell'ufficio.";
  const dialog = page.getByRole("dialog", { name: "Apri un ticket di assistenza" });
  await page.getByRole("button", { name: "Nuovo ticket" }).click();
  await dialog.getByRole("textbox", { name: "Titolo" }).fill(title);
  await page.keyboard.press("Escape");
  const question = page.getByRole("alertdialog", { name: QUESTION });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Continua a modificare" }).click();
  await dialog.getByRole("textbox", { name: "Descrizione" }).fill(description);
  await dialog.getByRole("combobox", { name: "Priorità" }).selectOption("high");
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  await page.reload();
  await page.getByRole("button", { name: "Nuovo ticket" }).click();
  await dialog.getByRole("button", { name: "Ripristina" }).click();
  await expect(dialog.getByRole("textbox", { name: "Titolo" })).toHaveValue(title);
  await expect(dialog.getByRole("textbox", { name: "Descrizione" })).toHaveValue(description);
  await expect(dialog.getByRole("combobox", { name: "Priorità" })).toHaveValue("high");

  // The session ends; the save asks for the password and then goes through.
  await page.context().clearCookies({ name: "sd_customer_session" });
  await dialog.getByRole("button", { name: "Invia ticket" }).click();
  const relogin = page.getByRole("dialog", { name: "Sessione scaduta" });
  await expect(relogin).toBeVisible();
  await expect(relogin.getByRole("textbox", { name: "Email" })).toHaveValue(email);
  await relogin.getByLabel("Password").fill(PASSWORD);
  await relogin.getByRole("button", { name: "Accedi" }).click();
  await expect(toasts(page)).toContainText("Ticket inviato con successo");
  await expect(relogin).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/customer\/dashboard\?sezione=supporto/);

  const own = await request.newContext({ baseURL });
  try {
    await own.post("/api/customer/login", { data: { email, password: PASSWORD } });
    const tickets = (await (await own.get("/api/customer/tickets")).json()) as {
      id: number;
      title: string;
      priority: string;
    }[];
    expect(tickets).toEqual([expect.objectContaining({ title, priority: "high" })]);
    const thread = (await (await own.get(`/api/customer/tickets/${tickets[0]!.id}`)).json()) as {
      description: string;
    };
    expect(thread.description).toBe(description);
  } finally {
    await own.dispose();
  }

  // Saved: no draft is left to offer.
  await page.getByRole("button", { name: "Nuovo ticket" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Ripristina" })).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: "Titolo" })).toHaveValue("");
});
