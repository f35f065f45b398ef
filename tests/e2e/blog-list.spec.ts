import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { blogCategoryBadgeClass, blogCategoryLabel } from "#features/blog/blog-categories";
import { postSeeds } from "#db/seed/blog-posts";

/** A post as GET /api/blog gives it (the list is read from the API, never hardcoded). */
type Post = {
  slug: string;
  title: string;
  excerpt: string | null;
  category: string;
  tags: string[];
  imageUrl: string | null;
};

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const noMatch = "zqxj-nessun-risultato";

async function publicPosts(request: APIRequestContext): Promise<Post[]> {
  const res = await request.get("/api/blog");
  expect(res.ok()).toBe(true);
  const posts = (await res.json()) as Post[];
  expect(posts.length).toBeGreaterThan(1);
  return posts;
}

/** The slugs of the links to posts in some HTML, in order. */
/** The posts the HTML links to (the feed's link, /blog/rss.xml, is no post). */
const linkedSlugs = (html: string) =>
  [...html.matchAll(/href="\/blog\/([^"?#]+)"/g)]
    .map((match) => match[1])
    .filter((slug) => slug !== "rss.xml");

/** A tag of some post whose text appears in no other post's title or tags (for a tag search). */
function distinctiveTag(posts: Post[]) {
  for (const post of posts) {
    for (const tag of post.tags) {
      const needle = tag.toLowerCase();
      const elsewhere = posts.some(
        (other) =>
          other !== post &&
          [other.title, ...other.tags].some((text) => text.toLowerCase().includes(needle)),
      );
      if (!elsewhere && !post.title.toLowerCase().includes(needle)) return { post, tag };
    }
  }
  throw new Error("no distinctive tag in the demo posts");
}

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

const cards = (page: Page) => page.getByTestId("blog-card");
const search = (page: Page) => page.getByRole("searchbox", { name: "Cerca articoli" });
const category = (page: Page) => page.getByRole("combobox", { name: "Categoria" });

test("the server HTML lists every public post, newest first, without drafts or scheduled posts", async ({
  request,
}) => {
  const posts = await publicPosts(request);
  const res = await request.get("/blog");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>Idee e guide per il digitale della tua impresa<\/h1>/);
  expect(html).toContain('placeholder="Cerca articoli..."');
  expect(html).toContain(">Tutte le categorie</option>");
  for (const value of new Set(posts.map((post) => post.category))) {
    expect(html).toContain(`<option value="${value}">${blogCategoryLabel(value)}</option>`);
  }
  const main = html.slice(html.indexOf('id="main-content"'), html.indexOf("<footer"));
  expect(linkedSlugs(main)).toEqual(posts.map((post) => post.slug));
  expect(main).toContain(`${posts.length} articoli trovati`);
  for (const hidden of postSeeds.filter((seed) => seed.schedule.kind !== "published")) {
    expect(html).not.toContain(`/blog/${hidden.slug}"`);
  }
  await expect(html).toContain("<title>Blog | Scaligera Digital</title>");
});

test("without JavaScript the query parameters filter the server HTML", async ({ request }) => {
  const posts = await publicPosts(request);
  const [target] = posts;
  const main = async (query: string) => {
    const res = await request.get(`/blog${query}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    return html.slice(html.indexOf('id="main-content"'), html.indexOf("<footer"));
  };

  const byTitle = await main(`?q=${encodeURIComponent(target!.title.toUpperCase())}`);
  expect(linkedSlugs(byTitle)).toEqual([target!.slug]);
  expect(byTitle).toContain("1 articolo trovato");
  expect(byTitle).toContain(`value="${target!.title.toUpperCase()}"`);

  const value = target!.category;
  const byCategory = await main(`?categoria=${value}`);
  expect(linkedSlugs(byCategory)).toEqual(
    posts.filter((post) => post.category === value).map((post) => post.slug),
  );
  expect(byCategory).toContain(`<option value="${value}" selected="">`);

  const none = await main(`?q=${noMatch}&categoria=${value}`);
  expect(linkedSlugs(none)).toEqual([]);
  expect(none).toContain("Nessun articolo trovato");
  expect(none).toContain("Prova a modificare i filtri di ricerca");
  expect(none).toContain("Mostra tutti gli articoli");

  // An unknown category is ignored rather than emptying the list.
  expect(linkedSlugs(await main("?categoria=inesistente"))).toHaveLength(posts.length);
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form and the reset button work as plain GET forms", async ({
    page,
    request,
  }) => {
    const posts = await publicPosts(request);
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(posts.length);
    await search(page).fill(noMatch);
    await search(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${noMatch}`));
    await expect(page.getByText("Prova a modificare i filtri di ricerca")).toBeVisible();
    await page.getByRole("button", { name: "Mostra tutti gli articoli" }).click();
    await expect(page).toHaveURL(/\/blog\??$/);
    await expect(cards(page)).toHaveCount(posts.length);
  });
});

test("cards: image, coloured category, date, title, excerpt, at most 3 tags, reading time", async ({
  page,
  request,
}) => {
  const posts = await publicPosts(request);
  await page.goto("/blog");
  await expect(cards(page)).toHaveCount(posts.length);
  for (const [index, post] of posts.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(post.title);
    await expect(card.getByRole("link")).toHaveAttribute("href", `/blog/${post.slug}`);
    const badge = card.getByText(blogCategoryLabel(post.category), { exact: true });
    await expect(badge).toBeVisible();
    for (const name of blogCategoryBadgeClass(post.category).split(" ")) {
      await expect(badge).toHaveClass(new RegExp(`(^| )${name}( |$)`));
    }
    if (post.imageUrl) await expect(card.locator("img")).toHaveAttribute("src", post.imageUrl);
    if (post.excerpt) await expect(card).toContainText(post.excerpt);
    await expect(card.locator("time")).toHaveText(/^\d{1,2} [a-z]{3} \d{4}$/);
    await expect(card.getByText("5 min lettura")).toBeVisible();
    const tags = card.getByTestId("blog-card-tag");
    await expect(tags).toHaveCount(Math.min(post.tags.length, 3));
  }
});

test("search narrows the list as the visitor types, ignoring case, also by tag", async ({
  page,
  request,
}) => {
  const posts = await publicPosts(request);
  const { post, tag } = distinctiveTag(posts);
  await page.goto("/blog");
  const status = page.getByRole("status").filter({ hasText: /articol/ });
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(status).toHaveText(`${posts.length} articoli trovati`);

  await search(page).fill(posts[0]!.title.toLowerCase());
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole("heading")).toHaveText(posts[0]!.title);
  await expect(status).toHaveText("1 articolo trovato");
  // The address bar follows, so the filtered list can be shared and survives Back.
  await expect(page).toHaveURL(/\/blog\?q=/);

  await search(page).fill(tag.toUpperCase());
  await expect(cards(page).getByRole("heading", { name: post.title })).toBeVisible();
  const shown = await cards(page).getByRole("heading").allTextContents();
  expect(shown.length).toBeLessThan(posts.length);
});

test("the category select filters, and the empty state resets both filters", async ({
  page,
  request,
}) => {
  const posts = await publicPosts(request);
  const value = posts[posts.length - 1]!.category;
  const expected = posts.filter((post) => post.category === value);
  await page.goto("/blog");
  await category(page).selectOption(value);
  await expect(cards(page)).toHaveCount(expected.length);
  for (const card of await cards(page).all()) {
    await expect(card.getByText(blogCategoryLabel(value), { exact: true })).toBeVisible();
  }

  await search(page).fill(noMatch);
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Nessun articolo trovato" })).toBeVisible();
  await expect(page.getByText("Prova a modificare i filtri di ricerca")).toBeVisible();
  await page.getByRole("button", { name: "Mostra tutti gli articoli" }).click();
  await expect(cards(page)).toHaveCount(posts.length);
  await expect(search(page)).toHaveValue("");
  await expect(search(page)).toBeFocused();
  await expect(category(page)).toHaveValue("");
  await expect(page).toHaveURL(/\/blog$/);
});

test("six placeholder cards show while the list reloads on a client navigation", async ({
  page,
  request,
}) => {
  const posts = await publicPosts(request);
  await page.goto(`/blog?q=${noMatch}`);
  await expect(page.getByTestId("blog-empty")).toBeVisible();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/blog.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Navigazione principale" })
    .getByRole("link", { name: "Blog", exact: true })
    .click();
  await expect(page.getByTestId("blog-card-placeholder")).toHaveCount(6);
  release();
  await expect(page.getByTestId("blog-card-placeholder")).toHaveCount(0);
  await expect(cards(page)).toHaveCount(posts.length);
  await expect(search(page)).toHaveValue("");
});

test("the blog list has no WCAG 2.1 AA violations, with results and empty", async ({ page }) => {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
  await page.goto("/blog");
  await expect(cards(page).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  await search(page).fill(noMatch);
  await expect(page.getByTestId("blog-empty")).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
});
