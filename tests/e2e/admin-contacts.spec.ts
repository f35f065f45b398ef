import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import {
  contactPreview,
  type AdminContact,
  type ContactCounts,
} from "#features/contact/contact-inbox";

/**
 * The 'Contatti' tab (../shared/spec/back-office.md §2 "Contacts tab"). POST /api/contact is
 * limited to 5 per IP in 10 minutes for the whole e2e run: this file sends exactly 2 messages and
 * deletes them. Other files may add messages at the same time, so counts are compared with the API.
 */
const toasts = (page: Page) => page.locator("li[data-variant]");

async function openContacts(page: Page) {
  await page.goto("/admin/dashboard?tab=contacts");
  await expect(page.getByRole("heading", { level: 2, name: "Contatti" })).toBeVisible();
  await expect(
    page.getByTestId("contacts-list").or(page.getByText("Nessun messaggio")),
  ).toBeVisible();
}

/** The messages whose fields contain `text`, as the paged admin API lists them (decision 023). */
const apiContacts = async (page: Page, text: string) =>
  (
    (await (
      await page.request.get(`/api/admin/contacts?q=${encodeURIComponent(text)}`)
    ).json()) as { items: AdminContact[] }
  ).items;

const apiCounts = async (page: Page) =>
  (await (await page.request.get("/api/admin/contacts/counts")).json()) as ContactCounts;

test("counters, search and filters; mark as read removes NUOVO; delete after confirmation", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  // Two axe scans, a counter check that reloads until the API agrees, many steps: more time.
  test.setTimeout(60_000);
  const tag = `e2e${Date.now().toString(36)}`;
  const quote = {
    name: `Marta Quote ${tag}`,
    email: `marta.${tag}@example.it`,
    company: "Cantina Colli Veronesi",
    budget: "€5.000 - €10.000",
    message: `Vorremmo un preventivo per il nuovo e-commerce della cantina (${tag}).`,
  };
  const job = {
    name: `Davide Job ${tag}`,
    email: `davide.${tag}@example.it`,
    message:
      `Invio la mia candidatura come sviluppatore web: ho cinque anni di esperienza con React, ` +
      `Node.js e PostgreSQL e abito a Villafranca di Verona. Riferimento ${tag}.`,
  };
  for (const body of [quote, job]) {
    const res = await request.post("/api/contact", {
      data: body,
      headers: { "X-Forwarded-For": "203.0.113.10" },
    });
    expect(res.status()).toBe(201);
  }

  try {
    await openContacts(page);
    await expectNoAxeViolations(page, { include: "#admin-main" });

    // Counters match the whole inbox as the API gives it (others may write at the same time).
    await expect(async () => {
      await page.reload();
      const counts = await apiCounts(page);
      for (const key of ["total", "unread", "quote", "job", "general"] as const) {
        await expect(
          page.getByTestId(`contacts-count-${key}`).getByTestId("count-value"),
        ).toHaveText(String(counts[key]), { timeout: 2000 });
      }
    }).toPass({ timeout: 20_000 });

    const items = page.getByTestId("contact-item");
    const search = page.getByLabel("Cerca");
    await search.fill(tag.toUpperCase());
    await expect(items).toHaveCount(2);
    // Newest first; the long message is cut at 100 characters.
    await expect(items.nth(0)).toContainText(job.name);
    await expect(items.nth(0).getByTestId("contact-preview")).toHaveText(
      contactPreview(job.message),
    );
    await expect(items.nth(0).getByTestId("contact-preview")).toHaveText(/…$/);
    await expect(items.nth(0)).toContainText("Candidatura");
    await expect(items.nth(1)).toContainText("Preventivo");
    await expect(items.nth(1)).toContainText("Cantina Colli Veronesi");
    for (const i of [0, 1])
      await expect(items.nth(i).getByText("NUOVO", { exact: true })).toBeVisible();

    const category = page.getByLabel("Categoria");
    const status = page.getByLabel("Stato");
    await category.selectOption({ label: "Preventivi" });
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(quote.name);
    await category.selectOption({ label: "Candidature" });
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(job.name);
    await category.selectOption({ label: "Generali" });
    await expect(items).toHaveCount(0);
    await expect(page.getByText("Nessun messaggio corrisponde")).toBeVisible();
    await category.selectOption({ label: "Tutte le categorie" });
    await status.selectOption({ label: "Letti" });
    await expect(page).toHaveURL(/[?&]read=read(&|$)/);
    await expect(items).toHaveCount(0);
    await status.selectOption({ label: "Da leggere" });
    await expect(page).toHaveURL(/[?&]read=unread(&|$)/);
    await expect(items).toHaveCount(2);
    await search.fill("colli veronesi"); // company
    await expect(items).toHaveCount(1);
    await search.fill(`marta.${tag}@`); // email
    await expect(items).toHaveCount(1);

    // Detail: reply link, mark as read.
    await items.first().getByRole("button", { name: quote.name }).click();
    const dialog = page.getByRole("dialog", { name: `Messaggio di ${quote.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("contact-message")).toHaveText(quote.message);
    await expect(dialog).toContainText(quote.budget);
    const reply = dialog.getByRole("link", { name: "Rispondi via email" });
    const href = (await reply.getAttribute("href")) ?? "";
    expect(href.startsWith(`mailto:marta.${tag}@example.it?subject=`)).toBe(true);
    expect(decodeURIComponent(href.split("subject=")[1]!)).toMatch(/^Re: /);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    await dialog.getByRole("button", { name: "Segna come letto" }).click();
    await expect(dialog.getByText("NUOVO", { exact: true })).toHaveCount(0);
    await expect(dialog.getByText("Letto", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Segna come letto" })).toHaveCount(0);
    // Focus moved on to the reply link (the button is gone).
    await expect(reply).toBeFocused();
    // By keyboard: the toast may cover the close button for a few seconds.
    await dialog.getByRole("button", { name: "Chiudi" }).press("Enter");
    await expect(dialog).toBeHidden();
    // Unread filter: it left the list; read filter: it is there, without NUOVO.
    await expect(items).toHaveCount(0);
    await status.selectOption({ label: "Letti" });
    await expect(items).toHaveCount(1);
    await expect(items.first().getByText("NUOVO", { exact: true })).toHaveCount(0);
    expect((await apiContacts(page, tag)).find((c) => c.email === quote.email)?.isRead).toBe(true);

    // Delete with confirmation: cancel first, then confirm.
    await items.first().getByRole("button", { name: quote.name }).click();
    await dialog.getByRole("button", { name: "Elimina", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
    await expect(confirm).toContainText(
      `Sei sicuro di voler eliminare il messaggio di "${quote.name}"?`,
    );
    await expect(confirm).toContainText("Questa azione non può essere annullata.");
    await confirm.getByRole("button", { name: "Annulla" }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Elimina", exact: true }).click();
    await confirm.getByRole("button", { name: "Elimina definitivamente" }).click();
    await expect(toasts(page)).toContainText("Contatto eliminato");
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(0);
    expect((await apiContacts(page, tag)).some((c) => c.email === quote.email)).toBe(false);
  } finally {
    // Leave no test messages behind.
    for (const contact of await apiContacts(page, tag)) {
      if (contact.email.includes(tag))
        await page.request.delete(`/api/admin/contacts/${contact.id}`);
    }
  }
});

test("after 'Segna come letto' the dialog closes at once, while the list still reloads", async ({
  adminPage: page,
}) => {
  const fake: AdminContact = {
    id: 987655,
    name: "Paolo Lento",
    email: "paolo.lento@example.it",
    company: null,
    budget: null,
    message: "Un messaggio letto mentre l'elenco si ricarica lentamente.",
    isRead: false,
    createdAt: new Date().toISOString(),
  };
  let read = false;
  await page.route("**/api/admin/contacts**", async (route) => {
    if (route.request().method() === "PUT") {
      read = true;
      return route.fulfill({ json: { ...fake, isRead: true } });
    }
    // Once the message is read, every reload of the inbox takes 20 seconds.
    if (read) await new Promise((resolve) => setTimeout(resolve, 20_000)).catch(() => {});
    return route
      .fulfill(
        route.request().url().includes("/counts")
          ? { json: { total: 1, unread: read ? 0 : 1, quote: 0, job: 0, general: 1 } }
          : { json: { items: [{ ...fake, isRead: read }], total: 1, page: 1, pageSize: 25 } },
      )
      .catch(() => {});
  });
  await openContacts(page);
  await page.getByRole("button", { name: fake.name }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Segna come letto" }).click();
  await expect(dialog.getByText("Letto", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Chiudi" }).press("Enter");
  await expect(dialog).toBeHidden({ timeout: 3000 });
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
