import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Redirects and the 404 log (issue 25, decision 062): a redirect written by hand answers 301 and
 * counts its visits; hiding a published page asks first; a loop is refused with its reason; a
 * 404 shows in the log and becomes a redirect with one click.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toasts = (page: Page) => page.locator("li[data-variant]");

/** An anonymous GET that does not follow redirects. */
const visit = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

const article = (title: string) => ({
  title,
  content: "<p>Tre copie dei dati, su due supporti, una fuori sede.</p>",
  category: "sicurezza",
  published: true,
  tags: [],
  publishedAt: "2026-01-15T09:00:00.000Z",
});

async function newPost(api: APIRequestContext, title: string) {
  const res = await api.post("/api/admin/blog", { data: article(title) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string };
}

test("redirects by hand: 301 with the visits counted, a page hidden only when confirmed, a loop refused", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  // Five dialogs, three axe scans and a list polled for its count: a long flow.
  test.slow();
  const api = page.request;
  const id = unique();
  const first = await newPost(api, `Backup aziendale ${id}`);
  const second = await newPost(api, `Backup in cloud ${id}`);
  const firstPath = `/blog/${first.slug}`;
  const secondPath = `/blog/${second.slug}`;
  const oldPath = `/vecchio-sito-${id}/chi-siamo.html`;

  await page.goto("/admin/dashboard?tab=redirects");
  await expect(page.getByRole("heading", { level: 2, name: "Reindirizzamenti" })).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Nuovo reindirizzamento" });

  // An address of the previous site, to a post.
  await page.getByRole("button", { name: "Nuovo reindirizzamento" }).click();
  await dialog.getByRole("textbox", { name: "Da" }).fill(oldPath);
  await dialog.getByRole("combobox", { name: "A (pagina del sito)" }).selectOption(secondPath);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Crea reindirizzamento" }).click();
  await expect(toasts(page)).toContainText("Reindirizzamento creato");

  const moved = await visit(request, oldPath);
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe(secondPath);
  await page.getByRole("searchbox", { name: "Cerca" }).fill(id);
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  const row = page.getByTestId("redirect-row").filter({ hasText: oldPath });
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId("redirect-hits")).toHaveText("1", { timeout: 2_000 });
  }).toPass();
  await expect(row).toContainText("Permanente (301)");
  await expectNoAxeViolations(page);

  // The first post's own address: the dialog asks before hiding it.
  await page.getByRole("button", { name: "Nuovo reindirizzamento" }).click();
  await dialog.getByRole("textbox", { name: "Da" }).fill(firstPath);
  await dialog.getByRole("combobox", { name: "A (pagina del sito)" }).selectOption(secondPath);
  await dialog.getByRole("button", { name: "Crea reindirizzamento" }).click();
  const question = page.getByRole("alertdialog", { name: "Coprire una pagina pubblicata?" });
  await expect(question).toContainText(`All'indirizzo ${firstPath} c'è una pagina pubblicata`);
  await expectNoAxeViolations(page, { include: '[role="alertdialog"]' });
  await question.getByRole("button", { name: "Sì, reindirizza" }).click();
  await expect(toasts(page)).toContainText("Reindirizzamento creato");
  expect((await visit(request, firstPath)).headers()["location"]).toBe(secondPath);

  // Back from the second to the first: a loop, refused with its reason; nothing saved.
  await page.getByRole("button", { name: "Nuovo reindirizzamento" }).click();
  await dialog.getByRole("textbox", { name: "Da" }).fill(secondPath);
  await dialog.getByRole("combobox", { name: "A (pagina del sito)" }).selectOption(firstPath);
  await dialog.getByRole("button", { name: "Crea reindirizzamento" }).click();
  await expect(dialog).toContainText(
    `Si creerebbe un ciclo: ${firstPath} porta già a ${secondPath}`,
  );
  await dialog.getByRole("button", { name: "Annulla" }).click();
  expect((await visit(request, secondPath)).status()).toBe(200);

  // Deleted after a confirmation: the old address is a 404 again.
  await page.getByRole("button", { name: `Elimina il reindirizzamento da ${oldPath}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Eliminare il reindirizzamento da ${oldPath}`);
  await confirm.getByRole("button", { name: "Elimina" }).click();
  await expect(toasts(page)).toContainText("Reindirizzamento eliminato");
  expect((await visit(request, oldPath)).status()).toBe(404);

  for (const post of [first, second]) {
    expect((await api.delete(`/api/admin/blog/${post.id}`)).status()).toBe(204);
  }
});

test("a 404 shows in the log and becomes a redirect with one click", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  test.slow();
  const id = unique();
  const lost = `/pagina-sparita-${id}`;
  expect((await page.goto(lost))?.status()).toBe(404);
  // A probe is counted apart: hidden until asked for.
  expect((await request.get(`/wp-login-${id}.php`)).status()).toBe(404);

  await page.goto("/admin/dashboard?tab=redirects&vista=404");
  await expect(page.getByRole("link", { name: "Indirizzi non trovati (404)" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("searchbox", { name: "Cerca" }).fill(id);
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  const row = page.getByTestId("not-found-row").filter({ hasText: lost });
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId("not-found-hits")).toHaveText("1", { timeout: 2_000 });
  }).toPass();
  await expect(page.getByTestId("not-found-row")).toHaveCount(1);
  await page.getByRole("combobox", { name: "Sonde e bot" }).selectOption("1");
  await expect(page.getByTestId("not-found-row")).toHaveCount(2);
  await expect(page.getByTestId("not-found-row").filter({ hasText: "wp-login" })).toContainText(
    "Sonda o bot",
  );
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `Crea reindirizzamento ${lost}` }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo reindirizzamento" });
  await expect(dialog).toContainText(`Da: ${lost}`);
  await dialog.getByRole("combobox", { name: "A (pagina del sito)" }).selectOption("/contatti");
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole("button", { name: "Crea reindirizzamento" }).click();
  await expect(toasts(page)).toContainText("Reindirizzamento creato");
  await expect(row).toHaveCount(0);

  const moved = await visit(request, lost);
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toBe("/contatti");
});
