import { request, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createCustomer, uniqueEmail } from "./helpers/customer-portal";
import { draftKeys } from "./helpers/drafts";
import { everyExitAsks, question } from "./helpers/unsaved-changes";

/**
 * Nothing typed is lost (decision 025): a changed dialog asks before Escape, an outside click or
 * the X close it; long forms keep a local draft that a reload offers back. The create dialog's
 * guard itself (unchanged, changed, changed back, saved) is the kit's: admin-kit.spec.ts.
 */
const toasts = (page: Page) => page.locator("li[data-variant]");

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
}

/** Waits until the page has written a draft (the typing is debounced). */
async function draftWritten(page: Page) {
  await expect.poll(() => draftKeys(page)).not.toEqual([]);
}

/** Deletes what the test saved: the item of `list` that `match` picks (it must be there). */
async function deleteSaved(
  page: Page,
  list: string,
  admin: string,
  match: (item: { title?: string; name?: string }) => boolean,
) {
  const items = (await (await page.request.get(list)).json()) as {
    id: number;
    title?: string;
    name?: string;
  }[];
  const saved = items.find(match);
  expect(saved).toBeDefined();
  expect((await page.request.delete(`${admin}/${saved!.id}`)).status()).toBe(204);
}

test("a blog draft with its rich text comes back after a reload; Scarta and a save delete it", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const title = `Firewall per lo studio ${Date.now().toString(36)}`;
  await openTab(page, "blog", "Blog");
  const dialog = page.getByRole("dialog", { name: "Nuovo articolo" });
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  await dialog.getByRole("textbox", { name: "Titolo", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Contenuto" }).click();
  await page.keyboard.type("Un firewall ");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("ben configurato");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" protegge la rete.");
  await draftWritten(page);

  // A reload (or a crash, or a closed tab) loses the page, not the text.
  await page.reload();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  const offer = dialog.getByRole("group", { name: /^Bozza non salvata del \d{2}\/\d{2}\/\d{4}/ });
  await expect(offer).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Titolo", exact: true })).toHaveValue("");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await offer.getByRole("button", { name: "Ripristina" }).click();
  await expect(offer).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: "Titolo", exact: true })).toHaveValue(title);
  const editor = dialog.getByRole("textbox", { name: "Contenuto" });
  await expect(editor).toContainText("Un firewall ben configurato protegge la rete.");
  await expect(editor.locator("strong")).toHaveText("ben configurato");
  // Restored values are changes: leaving asks.
  await page.keyboard.press("Escape");
  await expect(question(page)).toBeVisible();
  await question(page).getByRole("button", { name: "Esci senza salvare" }).click();
  await expect(dialog).toHaveCount(0);

  // Leaving without saving keeps the draft; Scarta deletes it.
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  await offer.getByRole("button", { name: "Scarta" }).click();
  await expect(offer).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: "Titolo", exact: true })).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  await expect(dialog).toBeVisible();
  await expect(offer).toHaveCount(0);

  // A successful save deletes it too.
  await dialog.getByRole("textbox", { name: "Titolo", exact: true }).fill(title);
  await editor.click();
  await page.keyboard.type("La rete dello studio, protetta.");
  await draftWritten(page);
  await dialog.getByRole("button", { name: "Crea articolo" }).click();
  await expect(toasts(page)).toContainText("Articolo creato");
  await expect(dialog).toHaveCount(0);
  expect(await draftKeys(page)).toEqual([]);
  await deleteSaved(page, "/api/blog", "/api/admin/blog", (post) => post.title === title);
});

test("the ticket reply asks before the thread closes and keeps its draft; so does a communication", async ({
  adminPage: page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("bozze");
  await createCustomer(baseURL!, email, "Bozze-Cliente-2026");
  const customer = await request.newContext({ baseURL });
  try {
    const login = await customer.post("/api/customer/login", {
      data: { email, password: "Bozze-Cliente-2026" },
    });
    expect(login.status()).toBe(200);
    const title = `Stampante non raggiungibile ${Date.now().toString(36)}`;
    const ticket = await customer.post("/api/customer/tickets", {
      data: {
        title,
        description: "La stampante di rete non risponde da stamattina.",
        category: "technical",
        priority: "medium",
      },
    });
    expect(ticket.status()).toBe(201);

    await openTab(page, "tickets", "Ticket");
    await page.getByRole("button", { name: title }).click();
    const thread = page.getByRole("dialog", { name: new RegExp(title) });
    const reply = thread.getByLabel("Risposta al cliente");
    const text = "Riavvii la stampante e ci dica se la spia di rete si accende.";
    await reply.fill(text);
    await everyExitAsks(page, thread, reply, text);
    await question(page).getByRole("button", { name: "Continua a modificare" }).click();
    await draftWritten(page);

    await page.reload();
    await expect(page.getByText("Caricamento...")).toHaveCount(0);
    await page.getByRole("button", { name: title }).click();
    await thread.getByRole("button", { name: "Ripristina" }).click();
    await expect(reply).toHaveValue(text);
    await thread.getByRole("button", { name: "Invia risposta" }).click();
    await expect(toasts(page)).toContainText("Risposta inviata");
    await expect(reply).toHaveValue("");
    await thread.getByRole("button", { name: "Chiudi", exact: true }).click();
    await expect(thread).toHaveCount(0);
    await expect(question(page)).toHaveCount(0);

    // The communication form, outside any dialog, keeps its draft the same way.
    await openTab(page, "communications", "Comunicazioni");
    const form = page.getByRole("form", { name: "Nuova comunicazione" });
    await form.getByLabel("Titolo").fill("Manutenzione programmata della rete");
    await form.getByLabel("Contenuto").fill("Sabato mattina la rete resterà spenta per due ore.");
    await draftWritten(page);
    await page.reload();
    await expect(page.getByText("Caricamento...")).toHaveCount(0);
    await form.getByRole("button", { name: "Ripristina" }).click();
    await expect(form.getByLabel("Titolo")).toHaveValue("Manutenzione programmata della rete");
    await expect(form.getByLabel("Contenuto")).toHaveValue(
      "Sabato mattina la rete resterà spenta per due ore.",
    );
    await page.reload();
    await expect(page.getByText("Caricamento...")).toHaveCount(0);
    await form.getByRole("button", { name: "Scarta" }).click();
    await expect(form.getByRole("button", { name: "Scarta" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Comunicazioni" })).toBeVisible();
    await expect(page.getByText("Caricamento...")).toHaveCount(0);
    await expect(form.getByLabel("Titolo")).toBeVisible();
    await expect(form.getByRole("button", { name: "Ripristina" })).toHaveCount(0);
  } finally {
    await customer.dispose();
    const found = await page.request.get(`/api/admin/customers?q=${encodeURIComponent(email)}`);
    const { items } = (await found.json()) as { items: { id: number; email: string }[] };
    const made = items.find((c) => c.email === email);
    if (made) await page.request.delete(`/api/admin/customers/${made.id}`);
  }
});
