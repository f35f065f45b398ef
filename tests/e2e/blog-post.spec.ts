import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { blogCategoryLabel } from "#features/blog/blog-categories";
import { postDescription, postDocumentTitle } from "#features/blog/blog-meta";
import { postSeeds } from "#db/seed/blog-posts";

/** A post as GET /api/blog/{slug} gives it (read from the API, never hardcoded). */
type Post = {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  author: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const siteUrl = "https://www.scaligeradigital.example";
const brand = "Scaligera Digital";
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function firstPost(request: APIRequestContext): Promise<Post> {
  const list = (await (await request.get("/api/blog")).json()) as { slug: string }[];
  expect(list.length).toBeGreaterThan(0);
  const res = await request.get(`/api/blog/${list[0]!.slug}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Post;
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

// The spec's pattern within 60 characters (features/blog/blog-meta.test.ts checks the cutting).
const documentTitle = (post: Post) => postDocumentTitle(post, brand);

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("the server HTML holds the article and its Article metadata", async ({ request }) => {
  const post = await firstPost(request);
  const res = await request.get(`/blog/${post.slug}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const text = decode(html);

  expect(text).toContain(`<title>${documentTitle(post)}</title>`);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain(`<link rel="canonical" href="${siteUrl}/blog/${post.slug}"/>`);
  expect(text).toMatch(
    new RegExp(`<h1[^>]*>${post.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`),
  );
  if (post.excerpt) expect(text).toContain(post.excerpt);
  // The body is there as HTML, with its first paragraph's text.
  const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(post.content)?.[1] ?? "";
  expect(text).toContain(decode(firstParagraph));
  expect(html).toContain('href="/contatti"');

  const description = postDescription(post);
  expect(text).toContain(`<meta name="description" content="${description}"/>`);
  const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const ld = JSON.parse(json ?? "{}") as Record<string, unknown>;
  expect(ld).toMatchObject({
    "@type": "Article",
    headline: post.title,
    datePublished: new Date(post.publishedAt ?? post.createdAt).toISOString(),
    dateModified: new Date(post.updatedAt).toISOString(),
    image: post.imageUrl ? `${siteUrl}${post.imageUrl}` : `${siteUrl}/icon-512.png`,
    author: { name: post.author ?? `Team ${brand}` },
    publisher: { "@type": "Organization", name: brand },
  });
  expect(html).toContain('<meta property="article:published_time"');
  expect(html).toContain('<meta property="article:modified_time"');
});

test("the post page shows badge, long date, share, title, excerpt, image, content, tags and call to action", async ({
  page,
  request,
}) => {
  const post = await firstPost(request);
  await page.goto(`/blog/${post.slug}`);
  await expect(page).toHaveTitle(documentTitle(post));
  const article = page.getByTestId("blog-article");
  await expect(article.getByText(blogCategoryLabel(post.category), { exact: true })).toBeVisible();
  await expect(article.locator("header time")).toHaveText(/^\d{1,2} [a-zì]+ \d{4}$/);
  await expect(article.getByRole("button", { name: "Condividi" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  if (post.excerpt) await expect(page.getByTestId("blog-excerpt")).toHaveText(post.excerpt);
  if (post.imageUrl) {
    const image = article.locator(`img[src="${post.imageUrl}"]`);
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("alt", new RegExp(post.title.slice(0, 20)));
  }
  await expect(page.getByTestId("blog-content").locator("p").first()).toBeVisible();
  await expect(page.getByTestId("blog-tag")).toHaveCount(post.tags.length);
  await expect(article.getByRole("link", { name: "Contattaci" })).toHaveAttribute(
    "href",
    "/contatti",
  );
});

async function openShare(page: Page, slug: string) {
  await page.goto(`/blog/${slug}`);
  await page.getByRole("button", { name: "Condividi" }).click();
  const dialog = page.getByRole("dialog", { name: "Condividi l'articolo" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("share: Facebook, Twitter and LinkedIn open 600x400 popups with the post's address", async ({
  page,
  context,
  request,
}) => {
  const post = await firstPost(request);
  await context.route(/^https:\/\/(www\.)?(facebook|twitter|linkedin)\.com\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>share</title>" }),
  );
  const dialog = await openShare(page, post.slug);
  const canonical = encodeURIComponent(`${siteUrl}/blog/${post.slug}`);
  const targets: Array<[string, RegExp]> = [
    ["Facebook", /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/],
    ["Twitter", /^https:\/\/twitter\.com\/intent\/tweet\?url=/],
    ["LinkedIn", /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/],
  ];
  for (const [name, address] of targets) {
    const popupEvent = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: `Condividi su ${name}` }).click();
    const popup = await popupEvent;
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(address);
    expect(popup.url()).toContain(canonical);
    const size = await popup.evaluate(() => ({
      width: window.innerWidth,
      height: window.innerHeight,
      opener: window.opener === null,
    }));
    expect(size).toEqual({ width: 600, height: 400, opener: true });
    await popup.close();
  }
});

test("'Copia link' copies the address, confirms with a toast and closes the dialog", async ({
  page,
  context,
  request,
}) => {
  const post = await firstPost(request);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const dialog = await openShare(page, post.slug);
  await dialog.getByRole("button", { name: "Copia link" }).click();
  await expect(page.getByText("Link copiato!", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Il link dell'articolo è stato copiato negli appunti.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${siteUrl}/blog/${post.slug}`,
  );
});

test("a failed copy shows the destructive error toast and keeps the dialog open", async ({
  page,
  request,
}) => {
  const post = await firstPost(request);
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, "writeText", {
      value: () => Promise.reject(new DOMException("denied", "NotAllowedError")),
    });
  });
  const dialog = await openShare(page, post.slug);
  await dialog.getByRole("button", { name: "Copia link" }).click();
  await expect(
    page.getByText("Non è stato possibile copiare il link.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByText("Errore", { exact: true })).toBeVisible();
  await expect(page.locator('[data-variant="destructive"]')).toContainText("Errore");
  await expect(dialog).toBeVisible();
});

const notFoundSlugs = () => [
  ["an unknown slug", "questo-articolo-non-esiste"],
  ...postSeeds
    .filter((seed) => seed.schedule.kind !== "published")
    .map((seed) => [`the ${seed.schedule.kind} post`, seed.slug]),
];

test("unknown, draft and scheduled posts answer 404 with 'Articolo non trovato'", async ({
  page,
  request,
}) => {
  const slugs = notFoundSlugs();
  // The demo content has a draft and a scheduled post (PRODUCT.md point 5).
  expect(slugs.map(([what]) => what)).toEqual(
    expect.arrayContaining(["the draft post", "the scheduled post"]),
  );
  for (const [, slug] of slugs) {
    const api = await request.get(`/api/blog/${slug}`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: "Post not found" });

    const res = await request.get(`/blog/${slug}`);
    expect(res.status()).toBe(404);
    const html = decode(await res.text());
    expect(html).toMatch(/<h1[^>]*>Articolo non trovato<\/h1>/);
    expect(html).toContain("L'articolo che stai cercando non esiste o è stato rimosso.");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  }

  const response = await page.goto(`/blog/${slugs[1]![1]}`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Articolo non trovato | ${brand}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articolo non trovato");
  await page.getByRole("link", { name: "Torna al Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Articolo non trovato");
});

test("very long or odd slugs are a 404, never an error", async ({ request }) => {
  for (const slug of ["a".repeat(3000), "%00%27%20or%201%3D1--", "%E0%A4%A", "caff%C3%A8"]) {
    expect((await request.get(`/api/blog/${slug}`)).status()).toBe(404);
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  }
});

test("a post, its share dialog and the not-found page have no WCAG 2.1 AA violations", async ({
  page,
  request,
}) => {
  const post = await firstPost(request);
  const dialog = await openShare(page, post.slug);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Condividi" }).click();
  await expect(dialog).toBeVisible();
  const inDialog = await new AxeBuilder({ page })
    .withTags(axeTags)
    .include('[role="dialog"]')
    .analyze();
  expect(inDialog.violations).toEqual([]);

  await page.goto("/blog/questo-articolo-non-esiste");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articolo non trovato");
  expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations).toEqual([]);
});

test("share: the dialog also offers WhatsApp and e-mail with the post's address", async ({
  page,
  request,
}) => {
  // Chromium on Linux has no share sheet; make sure, so the dialog is what opens.
  await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  const post = await firstPost(request);
  const dialog = await openShare(page, post.slug);
  const canonical = encodeURIComponent(`${siteUrl}/blog/${post.slug}`);
  const whatsapp = dialog.getByRole("link", { name: "Condividi via WhatsApp" });
  await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
  expect(await whatsapp.getAttribute("href")).toContain(canonical);
  const mail = dialog.getByRole("link", { name: "Condividi via E-mail" });
  await expect(mail).toHaveAttribute("href", /^mailto:\?subject=/);
  expect(await mail.getAttribute("href")).toContain(canonical);
});

test("share: a device with a share sheet gets it, with the post's title and address", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  const post = await firstPost(request);
  await page.goto(`/blog/${post.slug}`);
  await page.getByRole("button", { name: "Condividi" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { shareCalls?: ShareData[] }).shareCalls))
    .toEqual([{ title: post.title, url: `${siteUrl}/blog/${post.slug}` }]);
  await expect(page.getByRole("dialog", { name: "Condividi l'articolo" })).toHaveCount(0);
});
