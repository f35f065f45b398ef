import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Renamed posts and platforms (issue 11, decision 026): the old address answers 301 to the
 * current one, also when the page cache held the old page; the sitemap lists current slugs only.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toasts = (page: Page) => page.locator("li[data-variant]");

/** An anonymous GET that does not follow redirects. */
const visit = (request: APIRequestContext, path: string) =>
  request.get(path, { maxRedirects: 0, headers: { "Accept-Encoding": "gzip" } });

async function created<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** A published blog post's body. */
const article = (
  title: string,
  content = "<p>Tre copie dei dati, su due supporti, una fuori sede.</p>",
) => ({
  title,
  content,
  category: "sicurezza",
  published: true,
  tags: [],
  publishedAt: "2026-01-15T09:00:00.000Z",
});

test("a blog post renamed in the admin: the old address answers 301 to the new one", async ({
  adminPage: page,
  request,
  expectNoAxeViolations,
}) => {
  const api = page.request;
  const id = unique();
  const title = `Backup aziendale ${id}`;
  const post = await created<{ id: number; slug: string }>(
    await api.post("/api/admin/blog", { data: article(title) }),
  );
  const oldPath = `/blog/${post.slug}`;
  expect((await visit(request, oldPath)).status()).toBe(200);
  const cached = await visit(request, oldPath);
  expect(cached.status()).toBe(200);
  expect(cached.headers()["x-cache"]).toBe("HIT");

  // The admin changes the title, and so the slug.
  await page.goto("/admin/dashboard?tab=blog");
  await page.getByRole("button", { name: `Modifica ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifica articolo" });
  const newTitle = `Backup in tre copie ${id}`;
  await edit.getByRole("textbox", { name: "Titolo", exact: true }).fill(newTitle);
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Articolo aggiornato");
  const newPath = `/blog/backup-in-tre-copie-${id}`;

  // The cache was emptied by the write: the old address now redirects, permanently.
  const moved = await visit(request, oldPath);
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers()["location"]!, "http://x").pathname).toBe(newPath);
  expect((await visit(request, newPath)).status()).toBe(200);
  await page.goto(oldPath);
  await expect(page).toHaveURL(new RegExp(`${newPath}$`));
  await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
  await expectNoAxeViolations(page);

  // A second rename: both old addresses lead straight to the newest one.
  const renamed = await api.put(`/api/admin/blog/${post.id}`, {
    data: article(`Backup 3-2-1 ${id}`),
  });
  expect(renamed.status()).toBe(200);
  const newest = `/blog/${((await renamed.json()) as { slug: string }).slug}`;
  for (const path of [oldPath, newPath]) {
    const res = await visit(request, path);
    expect(res.status(), path).toBe(301);
    expect(new URL(res.headers()["location"]!, "http://x").pathname).toBe(newest);
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${newest}<`);
  expect(sitemap).not.toContain(`${oldPath}<`);
  expect(sitemap).not.toContain(`${newPath}<`);

  // A new post that takes the old slug wins over the history.
  const taker = await created<{ id: number; slug: string }>(
    await api.post("/api/admin/blog", {
      data: article(title, "<p>Un nuovo articolo con il vecchio titolo.</p>"),
    }),
  );
  expect(taker.slug).toBe(post.slug);
  expect((await visit(request, oldPath)).status()).toBe(200);

  for (const postId of [post.id, taker.id]) {
    expect((await api.delete(`/api/admin/blog/${postId}`)).status()).toBe(204);
  }
  expect((await visit(request, newPath)).status()).toBe(404);
});

test("a platform whose slug changes in the admin: the old address answers 301", async ({
  adminPage: page,
  request,
}) => {
  const api = page.request;
  const id = unique();
  const name = `Prenota Sala ${id}`;
  const slug = `prenota-sala-${id}`;
  const platform = await created<{ id: number }>(
    await api.post("/api/admin/solutions", {
      data: {
        name,
        slug,
        shortDescription: "Le sale riunioni prenotate dal sito, senza telefonate.",
        longDescription: "Calendario delle sale, conferme automatiche e promemoria agli ospiti.",
        category: "platform",
        gradientColor: "emerald",
        published: true,
      },
    }),
  );
  expect((await visit(request, `/piattaforme/${slug}`)).status()).toBe(200);

  await page.goto("/admin/dashboard?tab=solutions");
  await page.getByRole("button", { name: `Modifica ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifica piattaforma" });
  await edit.getByRole("textbox", { name: "Slug" }).fill(`sale-riunioni-${id}`);
  await edit.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(toasts(page)).toContainText("Soluzione aggiornata con successo");

  const moved = await visit(request, `/piattaforme/${slug}`);
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers()["location"]!, "http://x").pathname).toBe(
    `/piattaforme/sale-riunioni-${id}`,
  );
  await page.goto(`/piattaforme/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/piattaforme/sale-riunioni-${id}<`);
  expect(sitemap).not.toContain(`/piattaforme/${slug}<`);

  expect((await api.delete(`/api/admin/solutions/${platform.id}`)).status()).toBe(204);
  expect((await visit(request, `/piattaforme/${slug}`)).status()).toBe(404);
});
