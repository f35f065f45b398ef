import type { Page } from "@playwright/test";
import { expect, keepOffline, test } from "./fixtures";
import { linkIn, waitForMail } from "./helpers/mailbox";

/**
 * The Pagine tab and the page editor (issue 24, decision 059): a new page built from blocks,
 * its live preview, publishing (visitors and the sitemap see it, not before), a preview link
 * for someone without an account, a publication scheduled a few seconds ahead, and the
 * Redazione, who saves drafts but cannot publish.
 */

/** A call of the panel's API from the signed-in page (its cookies and Origin). */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

/** "YYYY-MM-DDTHH:mm:ss" of an instant in Rome, as the schedule's date-time field takes it. */
function romeWallTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Rome",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

const blocks = (page: Page) => page.getByTestId("page-block");
const preview = (page: Page) => page.frameLocator('[data-testid="page-preview"]');

test("a new page: blocks, live preview, publish, sitemap, preview link, axe", async ({
  adminPage: page,
  browser,
  baseURL,
  request,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `Offerta di primavera ${stamp}`;
  const path = `/offerta-di-primavera-${stamp}`;

  await page.goto("/admin/dashboard?tab=pages");
  await expect(page.getByRole("heading", { level: 2, name: "Pagine" })).toBeVisible();
  await page.getByRole("button", { name: "Nuova pagina" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuova pagina" });
  await dialog.getByLabel("Titolo").fill(title);
  await expect(dialog.getByTestId("page-full-path")).toHaveText(path);
  await dialog.getByRole("button", { name: "Crea la pagina" }).click();
  await expect(page).toHaveURL(/[?&]pagina=\d+/);
  await expect(page.getByRole("heading", { level: 2, name: `Pagina: ${title}` })).toBeVisible();

  // A draft is not public.
  expect((await request.get(path)).status()).toBe(404);

  // A block from the catalogue, its fields from its schema; the preview follows the typing.
  await page.getByRole("button", { name: "Aggiungi un blocco" }).click();
  await page
    .getByRole("dialog", { name: "Aggiungi un blocco" })
    .getByRole("button", { name: /^Invito all'azione/ })
    .click();
  await expect(blocks(page)).toHaveCount(2);
  const cta = blocks(page).nth(1);
  await cta.getByRole("textbox", { name: "Titolo", exact: true }).fill("Primavera digitale");
  await expect(preview(page).getByRole("heading", { name: "Primavera digitale" })).toBeVisible();
  await expect(preview(page).getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Reordered with Su, then back with Giù.
  await page.getByRole("button", { name: "Su (blocco 2, «Invito all'azione»)" }).click();
  await expect(blocks(page).first()).toContainText("Invito all'azione");
  await page.getByRole("button", { name: "Giù (blocco 1, «Invito all'azione»)" }).click();
  await expect(blocks(page).first()).toContainText("Intestazione della pagina");

  // The checklist while editing.
  await expect(page.getByTestId("page-checks")).toContainText("Un solo titolo principale (h1).");
  await expect(page.getByTestId("page-checks")).toContainText(
    "Manca la descrizione per i motori di ricerca",
  );
  await page
    .getByLabel("Descrizione per i motori di ricerca")
    .fill("Le offerte di primavera per le imprese.");
  await expectNoAxeViolations(page);

  // Leaving with unsaved changes asks first.
  await page.getByTestId("admin-tab-link-blog").click();
  const question = page.getByRole("alertdialog", {
    name: "Modifiche non salvate: uscire senza salvare?",
  });
  await question.getByRole("button", { name: "Continua a modificare" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/[?&]pagina=\d+/);

  // Publish (the unsaved changes are saved first): visitors and the sitemap see the page.
  await page.getByRole("button", { name: "Pubblica", exact: true }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Pubblicata");
  const published = await request.get(path);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain("Primavera digitale");
  expect(await (await request.get("/sitemap.xml")).text()).toContain(path);

  const visitor = await browser.newContext({ baseURL });
  await keepOffline(visitor);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(path);
  await expect(visitorPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(visitorPage);

  // A change stays a draft; a preview link shows it to someone without an account.
  await cta
    .getByRole("textbox", { name: "Titolo", exact: true })
    .fill("Primavera ancora più digitale");
  await page.getByRole("button", { name: "Link di anteprima" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Link di anteprima" });
  const url = new URL(await linkDialog.getByLabel("Indirizzo").inputValue());
  expect(url.pathname).toMatch(/^\/anteprima\//);
  await linkDialog.getByRole("button", { name: "Fatto" }).click();
  await expect(page.getByText("Modifiche non pubblicate")).toBeVisible();
  expect(await (await request.get(path)).text()).not.toContain("Primavera ancora più digitale");

  await visitorPage.goto(url.pathname);
  await expect(
    visitorPage.getByRole("heading", { name: "Primavera ancora più digitale" }),
  ).toBeVisible();
  await expect(visitorPage.getByText("Anteprima di una bozza")).toBeVisible();
  await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const wrong = await visitorPage.goto(`${url.pathname.slice(0, -4)}AAAA`);
  expect(wrong?.status()).toBe(404);
  await expect(
    visitorPage.getByRole("heading", { name: "Il link di anteprima non è valido" }),
  ).toBeVisible();
  await visitor.close();
});

test("blocks move with the keyboard alone: space, arrows, space; Esc cancels; the order is saved", async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/admin/dashboard?tab=pages");
  const made = await callApi(page, "POST", "/api/admin/pages", {
    path: `/ordine-da-tastiera-${Date.now().toString(36)}`,
    title: "Ordine da tastiera",
    blocks: [
      { id: "intro", type: "page-header", data: { title: "Ordine da tastiera" } },
      { id: "testo", type: "cta-band", data: { title: "Primo invito", text: "Scrivici." } },
      { id: "chiusura", type: "cta-band", data: { title: "Secondo invito", text: "Chiamaci." } },
    ],
  });
  expect(made.status).toBe(201);
  const { id } = made.json as { id: number };
  await page.goto(`/admin/dashboard?tab=pages&pagina=${id}`);
  await expect(blocks(page)).toHaveCount(3);
  // The first block open on its form: much taller than the others, as dnd-kit's own helpers
  // could not handle.
  await blocks(page)
    .first()
    .getByRole("button", { name: /^1\. Intestazione della pagina/ })
    .click();
  await expect(
    blocks(page).first().getByRole("textbox", { name: "Titolo", exact: true }),
  ).toBeVisible();
  const status = page.locator("[id^=DndLiveRegion]");

  // Picked up, moved down twice, dropped: last.
  const handle = page.getByRole("button", {
    name: "Trascina per spostare il blocco 1, «Intestazione della pagina»",
  });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(status).toHaveText(
    "Hai preso il blocco «Intestazione della pagina», in posizione 1 di 3.",
  );
  await page.keyboard.press("ArrowDown");
  await expect(status).toHaveText(
    "Il blocco «Intestazione della pagina» andrà in posizione 2 di 3.",
  );
  await page.keyboard.press("ArrowDown");
  await expect(status).toHaveText(
    "Il blocco «Intestazione della pagina» andrà in posizione 3 di 3.",
  );
  await page.keyboard.press("Space");
  await expect(status).toHaveText(
    "Hai lasciato il blocco «Intestazione della pagina» in posizione 3 di 3.",
  );
  await expect(blocks(page).nth(0)).toContainText("Primo invito");
  await expect(blocks(page).nth(1)).toContainText("Secondo invito");
  await expect(blocks(page).nth(2)).toContainText("Intestazione della pagina");

  // Escape puts the block back where it was.
  await page
    .getByRole("button", { name: "Trascina per spostare il blocco 1, «Invito all'azione»" })
    .focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await expect(status).toHaveText("Il blocco «Invito all'azione» andrà in posizione 2 di 3.");
  await page.keyboard.press("Escape");
  await expect(status).toHaveText(
    "Spostamento annullato: il blocco «Invito all'azione» resta in posizione 1 di 3.",
  );
  await expect(blocks(page).nth(0)).toContainText("Primo invito");

  // Up from the last place: second.
  await page
    .getByRole("button", {
      name: "Trascina per spostare il blocco 3, «Intestazione della pagina»",
    })
    .focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowUp");
  await expect(status).toHaveText(
    "Il blocco «Intestazione della pagina» andrà in posizione 2 di 3.",
  );
  await page.keyboard.press("Space");
  await expect(blocks(page).nth(1)).toContainText("Intestazione della pagina");

  await page.getByRole("button", { name: "Salva bozza" }).click();
  await expect
    .poll(async () => {
      const saved = await callApi(page, "GET", `/api/admin/pages/${id}`);
      return (saved.json as { draft: { blocks: { id: string }[] } }).draft.blocks.map(
        (block) => block.id,
      );
    })
    .toEqual(["testo", "intro", "chiusura"]);
});

test("a publication scheduled a few seconds ahead appears at its time", async ({
  adminPage: page,
  request,
}) => {
  const path = `/novita-programmata-${Date.now().toString(36)}`;
  await page.goto("/admin/dashboard?tab=pages");
  const made = await callApi(page, "POST", "/api/admin/pages", {
    path,
    title: "Novità programmata",
    blocks: [{ id: "intro", type: "page-header", data: { title: "Novità programmata" } }],
  });
  expect(made.status).toBe(201);
  const { id } = made.json as { id: number };

  await page.goto(`/admin/dashboard?tab=pages&pagina=${id}`);
  await page.getByRole("button", { name: "Programma", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Programma la pubblicazione" });
  await dialog
    .getByLabel("Data e ora di pubblicazione")
    .fill(romeWallTime(new Date(Date.now() + 4000)));
  await dialog.getByRole("button", { name: "Programma", exact: true }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Programmata");
  expect((await request.get(path)).status()).toBe(404);
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 20_000 }).toBe(200);
});

test("the Redazione saves drafts but cannot publish: no button, and 403", async ({
  adminPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `redazione.pagine.${Date.now()}@example.it`;
  const password = "Redazione-Pagine-E2E-2026";
  await adminPage.goto("/admin/dashboard?tab=pages");
  const invited = await callApi(adminPage, "POST", "/api/admin/users", {
    name: "Rita Redazione",
    email,
    role: "editor",
  });
  expect(invited.status).toBe(201);
  const made = await callApi(adminPage, "POST", "/api/admin/pages", {
    path: `/bozza-redazione-${Date.now().toString(36)}`,
    title: "Bozza della Redazione",
    blocks: [{ id: "intro", type: "page-header", data: { title: "Bozza della Redazione" } }],
  });
  const { id } = made.json as { id: number };

  const mail = await waitForMail((m) => m.to === email);
  const link = new URL(linkIn(mail, "https://www.scaligeradigital.example/admin/invito"));
  const context = await browser.newContext({ baseURL });
  await keepOffline(context);
  const page = await context.newPage();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("Nuova password", { exact: true }).fill(password);
  await page.getByLabel("Conferma nuova password").fill(password);
  await page.getByRole("button", { name: "Imposta la password" }).click();
  await page.getByRole("link", { name: "Vai all'accesso" }).first().click();
  await page.getByLabel("Email o username").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`/admin/dashboard?tab=pages&pagina=${id}`);
  await expect(page.getByRole("button", { name: "Salva bozza" })).toBeVisible();
  await expect(page.getByText("Pubblicare la pagina spetta all'Amministratore.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pubblica", exact: true })).toHaveCount(0);
  await page.getByLabel("Titolo della pagina").fill("Bozza rivista dalla Redazione");
  await page.getByRole("button", { name: "Salva bozza" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Pagina: Bozza rivista dalla Redazione" }),
  ).toBeVisible();
  expect((await callApi(page, "POST", `/api/admin/page-publication/${id}`, {})).status).toBe(403);
  await context.close();
});
