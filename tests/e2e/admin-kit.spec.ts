import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { everyExitAsks, question } from "./helpers/unsaved-changes";

/**
 * The admin kit's behaviour, checked thoroughly once (decision 054) on one representative entity,
 * the blog (a `CrudTab`: its list, its create/edit dialog, its delete confirmation); the list
 * states on the Software page, the kit's list outside a tab. Every other entity's spec keeps one
 * create-see-delete flow and what is its own, and trusts this file for the rest:
 *
 * - the list (decision 023): server-side search, column sort, pages of 25 with the total, the
 *   state in the URL (back, forward, reload), a search matching nothing; loading, empty, error;
 * - the dialog: opened by its button and by `?new=1`, required fields, Annulla, and the
 *   unsaved-changes guard (decision 025: Escape, the X and an outside click ask);
 * - the delete confirmation: its texts, focus on Annulla, Annulla and Escape keep the item, a
 *   failure keeps it open with the error toast, a slow one shows its pending state.
 */
const toasts = (page: Page) => page.locator("li[data-variant]");
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openTab(page: Page, query: string, heading: string) {
  await page.goto(`/admin/dashboard?${query}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
}

/** `n` draft articles whose titles hold `tag` (drafts: the public blog does not change). */
async function addPosts(page: Page, tag: string, n: number) {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const res = await page.request.post("/api/admin/blog", {
      data: {
        title: `Lista ${tag} ${String(i).padStart(2, "0")}`,
        content: `<p>Articolo ${i} della prova delle liste.</p>`,
        category: i % 2 ? "sviluppo" : "tecnologia",
        published: false,
      },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

async function deletePosts(page: Page, ids: number[]) {
  for (const id of ids) await page.request.delete(`/api/admin/blog/${id}`);
}

test("list: search, pages of 25 with the total, sortable headers, state in the URL", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const tag = unique();
  const ids = await addPosts(page, tag, 30);
  try {
    await openTab(page, "tab=blog", "Blog");
    const rows = page.getByTestId("blog-row");
    const range = page.getByTestId("list-pagination").getByRole("status");

    await page.getByLabel("Cerca").fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
    await expect(range).toHaveText(/^1–25 di 30/);
    await expect(rows).toHaveCount(25);
    await expectNoAxeViolations(page, { include: "#admin-main" });

    // Sort by title with the header button: aria-sort follows, the URL keeps it.
    const title = page.getByRole("columnheader", { name: /Titolo/ });
    await title.getByRole("button").click();
    await expect(title).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/sort=title&dir=asc/);
    await expect(rows.first()).toContainText(`Lista ${tag} 01`);
    await title.getByRole("button").click();
    await expect(title).toHaveAttribute("aria-sort", "descending");
    await expect(rows.first()).toContainText(`Lista ${tag} 30`);

    // Next page by keyboard.
    const next = page.getByRole("button", { name: "Pagina successiva" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/page=2/);
    await expect(range).toHaveText(/^26–30 di 30/);
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText(`Lista ${tag} 05`);
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText("Pagina 2 di 2")).toBeVisible();

    // Reload restores all of it; back goes to page 1, forward to page 2 again.
    await page.reload();
    await expect(page.getByLabel("Cerca")).toHaveValue(tag);
    await expect(range).toHaveText(/^26–30 di 30/);
    await expect(page.getByRole("columnheader", { name: /Titolo/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await page.goBack();
    await expect(range).toHaveText(/^1–25 di 30/);
    await expect(rows.first()).toContainText(`Lista ${tag} 30`);
    await page.goForward();
    await expect(range).toHaveText(/^26–30 di 30/);

    // A search that matches nothing says so; the wildcard % is a plain character.
    await page.getByLabel("Cerca").fill(`${tag}%`);
    await expect(page.getByText("Nessun articolo corrisponde alla ricerca.")).toBeVisible();
    await expect(rows).toHaveCount(0);
  } finally {
    await deletePosts(page, ids);
  }
});

test("list: loading, empty and error states", async ({ adminPage: page }) => {
  let answer: "empty" | "error" = "empty";
  // The list's first answer waits until the test has seen the loading state (a fixed delay
  // could pass before a busy machine even drew the page).
  let release = () => {};
  const loadingSeen = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/software", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    if (answer === "empty") await loadingSeen;
    return answer === "empty"
      ? route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 25 } })
      : route.fulfill({ status: 500, json: { message: "Errore interno" } });
  });
  await page.goto("/admin/software");
  await expect(page.getByRole("status").filter({ hasText: "Caricamento..." })).toBeVisible();
  release();
  await expect(page.getByText("Nessun software disponibile", { exact: true })).toBeVisible();
  await expect(page.getByTestId("software-table")).toHaveCount(0);

  answer = "error";
  await page.reload();
  await expect(
    page.getByRole("alert").filter({ hasText: "Errore nel caricamento del software" }),
  ).toBeVisible();
});

test("dialog: opened by its button and by ?new=1, required fields, Annulla; a changed one asks before closing", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const dialog = page.getByRole("dialog", { name: "Nuovo articolo" });
  const field = dialog.getByRole("textbox", { name: "Titolo", exact: true });

  // `?new=1` (the dashboard's quick actions) opens it; Annulla closes it and drops the flag.
  await page.goto("/admin/dashboard?tab=blog&new=1");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Annulla", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/tab=blog$/);
  await expect(page.getByRole("heading", { level: 2, name: "Blog" })).toBeVisible();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);

  // Unchanged: Escape closes at once.
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);

  // Nothing filled in: the required fields say so and the dialog stays.
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  await dialog.getByRole("button", { name: "Crea articolo" }).click();
  await expect(dialog.getByText("Titolo richiesto")).toBeVisible();
  await expect(dialog.getByText("Contenuto richiesto")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  // Changed: every way out asks.
  const title = `Guida al NAS ${unique()}`;
  await field.fill(title);
  await everyExitAsks(page, dialog, field, title);
  await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
  await question(page).getByRole("button", { name: "Esci senza salvare" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);

  // Changed back to how it was: nothing to ask.
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  await field.fill("x");
  await field.fill("");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);

  // A successful save closes without asking.
  await page.getByRole("button", { name: "Nuovo articolo" }).click();
  await field.fill(title);
  await dialog.getByRole("textbox", { name: "Contenuto" }).click();
  await page.keyboard.type("Un NAS in ufficio, con le copie giuste.");
  await dialog.getByRole("button", { name: "Crea articolo" }).click();
  await expect(toasts(page)).toContainText("Articolo creato");
  await expect(dialog).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);
  const found = await page.request.get(`/api/admin/blog?q=${encodeURIComponent(title)}`);
  const { items } = (await found.json()) as { items: { id: number; title: string }[] };
  expect(items.map((post) => post.title)).toEqual([title]);
  await deletePosts(
    page,
    items.map((post) => post.id),
  );
});

test("delete confirmation: its texts, Annulla and Escape keep the item, a failure keeps it open, a slow one shows it is pending", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  const tag = unique();
  const [id] = await addPosts(page, tag, 1);
  const title = `Lista ${tag} 01`;
  try {
    await openTab(page, `tab=blog&q=${tag}`, "Blog");
    const row = page.getByTestId("blog-row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    const confirm = page.getByRole("alertdialog", { name: "Conferma eliminazione" });
    const remove = confirm.getByRole("button", { name: "Elimina definitivamente" });

    // Its texts, the focus on Annulla, all rules of axe; Annulla and Escape change nothing.
    await page.getByRole("button", { name: `Elimina ${title}` }).click();
    await expect(confirm).toContainText(`Sei sicuro di voler eliminare l'articolo "${title}"?`);
    await expect(confirm).toContainText("Questa azione non può essere annullata.");
    await expect(confirm.getByRole("button", { name: "Annulla" })).toBeFocused();
    await expectNoAxeViolations(page, { include: '[role="alertdialog"]', allRules: true });
    await confirm.getByRole("button", { name: "Annulla" }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole("button", { name: `Elimina ${title}` }).click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);

    // A failed deletion keeps the dialog open; a slow one shows the pending state until done.
    let failNext = true;
    let finish = () => {};
    const pendingSeen = new Promise<void>((resolve) => (finish = resolve));
    await page.route("**/api/admin/blog/*", async (route) => {
      if (route.request().method() !== "DELETE") return route.fallback();
      if (failNext) {
        failNext = false;
        return route.fulfill({ status: 500, json: { message: "Database non raggiungibile" } });
      }
      await pendingSeen;
      return route.fallback();
    });
    await page.getByRole("button", { name: `Elimina ${title}` }).click();
    await remove.click();
    await expect(toasts(page)).toContainText("Errore durante l'eliminazione");
    await expect(confirm).toBeVisible();
    await expect(remove).toBeEnabled();
    await expect(row).toHaveCount(1);
    await remove.click();
    await expect(confirm.getByRole("button", { name: "Eliminazione..." })).toBeDisabled();
    finish();
    await expect(toasts(page)).toContainText("Articolo eliminato");
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    const found = await page.request.get(`/api/admin/blog?q=${tag}`);
    expect(((await found.json()) as { total: number }).total).toBe(0);
  } finally {
    await deletePosts(page, [id!]);
  }
});
