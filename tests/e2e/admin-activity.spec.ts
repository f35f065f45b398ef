import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { draftKeys } from "./helpers/drafts";

type ApiPost = { id: number; title: string };

async function renamePost(page: Page, from: string, to: string) {
  await page.goto("/admin/dashboard?tab=blog");
  await expect(page.getByRole("heading", { level: 2, name: "Blog" })).toBeVisible();
  await page.getByRole("button", { name: `Modifica ${from}` }).click();
  const dialog = page.getByRole("dialog", { name: "Modifica articolo" });
  await dialog.getByRole("textbox", { name: "Titolo", exact: true }).fill(to);
  await dialog.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(dialog).toBeHidden();
}

test("a blog post's new title shows in the Registro attività and in the post's Cronologia", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const posts = (await (await page.request.get("/api/blog")).json()) as ApiPost[];
  const original = posts[0]?.title;
  if (!original) throw new Error("the demo content has no published post");
  const renamed = `${original} (rivisto ${Date.now().toString(36)})`;
  await renamePost(page, original, renamed);

  try {
    // The tab: the entry in Italian, the title's old and new value, filters by section.
    await page.goto("/admin/dashboard?tab=activity&entity=blog");
    await expect(page.getByRole("heading", { level: 2, name: "Registro attività" })).toBeVisible();
    const entry = page.getByTestId("activity-entry").filter({ hasText: renamed }).first();
    await expect(entry).toContainText("Modifica – Articoli del blog");
    await expect(entry).toContainText(`Titolo: ${original} → ${renamed}`);
    await expect(entry).toContainText("admin");
    await expect(page.getByRole("combobox", { name: "Sezione" })).toHaveValue("blog");
    await expectNoAxeViolations(page);
    // No entry can be edited or deleted from the panel.
    await expect(entry.getByRole("button")).toHaveCount(0);

    // The post's dialog: its own history, collapsed until opened.
    await page.goto("/admin/dashboard?tab=blog");
    await page.getByRole("button", { name: `Modifica ${renamed}` }).click();
    const dialog = page.getByRole("dialog", { name: "Modifica articolo" });
    const history = dialog.getByTestId("entity-history");
    await expect(history.getByTestId("activity-entry")).toBeHidden();
    await history.getByText("Cronologia").click();
    await expect(history.getByTestId("activity-entry").first()).toContainText(
      `Titolo: ${original} → ${renamed}`,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Annulla", exact: true }).click();
    await expect(dialog).toBeHidden();
  } finally {
    // Shared demo content: the title goes back for the other specs.
    await renamePost(page, renamed, original);
  }
});

test("a ticket's and a contact message's dialogs show the change just made in their Cronologia", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const tag = `cron${Date.now().toString(36)}`;
  // Its own address: the public forms' limits are counted per address for the whole run.
  const headers = { "X-Forwarded-For": "203.0.113.32" };
  const sender = { name: `Elena Registro ${tag}`, email: `elena.${tag}@example.it` };
  const ticket = await request.post("/api/tickets", {
    headers,
    data: {
      ...sender,
      category: "technical",
      priority: "medium",
      subject: `Stampante di rete ${tag}`,
      description: "La stampante dell'ufficio non risponde più da questa mattina.",
      website: "",
    },
  });
  expect(ticket.status()).toBe(201);
  const ticketId = ((await ticket.json()) as { id: number }).id;
  const contact = await request.post("/api/contact", {
    headers,
    data: { ...sender, message: `Vorrei un preventivo per la nuova rete dell'ufficio (${tag}).` },
  });
  expect(contact.status()).toBe(201);

  // The ticket: closed in its dialog, then its Cronologia holds the change.
  await page.goto(`/admin/dashboard?tab=tickets&q=${tag}`);
  await page.getByRole("button", { name: `Stampante di rete ${tag}` }).click();
  const ticketDialog = page.getByRole("dialog", {
    name: `Ticket n. ${ticketId}: Stampante di rete ${tag}`,
  });
  await ticketDialog.getByLabel("Stato del ticket").selectOption({ label: "Chiuso" });
  await expect(ticketDialog.getByTestId("ticket-status")).toHaveText("Chiuso");
  const ticketHistory = ticketDialog.getByTestId("entity-history");
  await ticketHistory.getByText("Cronologia").click();
  const ticketEntry = ticketHistory.getByTestId("activity-entry").first();
  await expect(ticketEntry).toContainText(`Modifica – Ticket «Stampante di rete ${tag}»`);
  await expect(ticketEntry).toContainText("Stato: Aperto → Chiuso");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await ticketDialog.getByRole("button", { name: "Chiudi" }).click();
  await expect(ticketDialog).toBeHidden();

  // The message: marked read, then its Cronologia says from what to what.
  const [message] = (
    (await (await page.request.get(`/api/admin/contacts?q=${tag}`)).json()) as {
      items: { id: number }[];
    }
  ).items;
  if (!message) throw new Error("the message sent is not in the inbox");
  try {
    await page.goto(`/admin/dashboard?tab=contacts&q=${tag}`);
    await page.getByRole("button", { name: sender.name }).click();
    const contactDialog = page.getByRole("dialog", { name: `Messaggio di ${sender.name}` });
    await contactDialog.getByRole("button", { name: "Segna come letto" }).click();
    await expect(contactDialog.getByText("Letto", { exact: true })).toBeVisible();
    const contactHistory = contactDialog.getByTestId("entity-history");
    await contactHistory.getByText("Cronologia").click();
    const contactEntry = contactHistory.getByTestId("activity-entry").first();
    await expect(contactEntry).toContainText(`Contatti «${sender.name}» (n. ${message.id})`);
    await expect(contactEntry).toContainText("Letto: No → Sì");
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  } finally {
    expect((await page.request.delete(`/api/admin/contacts/${message.id}`)).status()).toBe(204);
  }
});

test("a seeded article opened and closed unchanged asks nothing, keeps no draft, and its unchanged save logs nothing", async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  const posts = (await (await page.request.get("/api/blog")).json()) as ApiPost[];
  const post = posts.at(-1);
  if (!post) throw new Error("the demo content has no published post");
  const entries = async () => {
    const answer = await page.request.get(`/api/admin/activity?entity=blog&entityId=${post.id}`);
    return ((await answer.json()) as { total: number }).total;
  };
  const before = await entries();

  await page.goto("/admin/dashboard?tab=blog");
  await expect(page.getByRole("heading", { level: 2, name: "Blog" })).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Modifica articolo" });
  const open = async () => {
    await page.getByRole("button", { name: `Modifica ${post.title}` }).click();
    await expect(dialog.getByRole("textbox", { name: "Contenuto" })).toContainText(/\S/);
  };
  await open();
  await page.keyboard.press("Escape");
  // Closed at once: no "Modifiche non salvate" question, no dialog left in the page.
  await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0);
  await expect.poll(() => draftKeys(page)).toEqual([]);

  await open();
  await expect(dialog.getByTestId("draft-offer")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(dialog).toBeHidden();
  expect(await entries()).toBe(before);
});
