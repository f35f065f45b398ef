import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** The e2e server starts with ADMIN_PASSWORD=e2e-admin-password (playwright.config.ts). */
const ADMIN_PASSWORD = "e2e-admin-password";

/** The toasts on screen (Radix also copies their text into its own live region). */
const toasts = (page: Page) => page.locator("li[data-variant]");

test.beforeEach(async ({ page }) => {
  // Chromium is offline: only the site under test may be reached.
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
});

/** Signs in through the API (the browser context shares the cookie) and opens the panel. */
async function openPanel(page: Page, path = "/admin/dashboard") {
  const res = await page.request.post("/api/admin/login", {
    data: { username: "admin", password: ADMIN_PASSWORD },
  });
  expect(res.status()).toBe(200);
  await page.goto(path);
  await expect(page.getByTestId("admin-sidebar")).toBeVisible();
}

const storedAdmin = (page: Page) => page.evaluate(() => localStorage.getItem("admin_user"));

test("login page: prefilled username, inline validation, wrong password toast", async ({
  page,
}) => {
  const res = await page.goto("/admin/login");
  expect(res?.headers()["cache-control"]).toBe("no-store");
  await expect(
    page.getByRole("heading", { level: 1, name: "Accesso amministrazione" }),
  ).toBeVisible();
  const username = page.getByLabel("Username");
  await expect(username).toHaveValue("admin");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await username.fill("");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByText("Username o email richiesti")).toBeVisible();
  await expect(page.getByText("Password richiesta")).toBeVisible();
  await expect(username).toHaveAttribute("aria-invalid", "true");

  await username.fill("admin");
  await page.getByLabel("Password").fill("password-sbagliata");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(toasts(page)).toContainText("Errore di login");
  await expect(toasts(page)).toContainText("Credenziali non valide");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedAdmin(page)).toBeNull();
});

test("/admin signs in: toast, redirect to the panel, admin_user stored", async ({ page }) => {
  await page.goto("/admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(toasts(page)).toContainText("Login effettuato");
  await expect(toasts(page)).toContainText("Benvenuto nel pannello admin");
  const stored = JSON.parse((await storedAdmin(page)) ?? "null") as { username: string } | null;
  expect(stored?.username).toBe("admin");

  const user = page.getByTestId("admin-user");
  await expect(user).toContainText("admin");
  await expect(user).toContainText("Amministratore");
  await expect(page.getByText("Admin", { exact: true })).toBeVisible();

  // Signed in, the login page leads straight to the panel.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the dashboard shows the counters and latest items of the API", async ({ page }) => {
  await openPanel(page);
  const data = (await (await page.request.get("/api/admin/dashboard")).json()) as {
    counts: Record<"blogPosts" | "clients" | "contacts" | "publishedPosts", number>;
    latestPosts: { title: string; published: boolean; publishedAt: string | null }[];
    latestContacts: { name: string }[];
  };
  for (const [key, value] of Object.entries(data.counts)) {
    await expect(page.getByTestId(`dashboard-count-${key}`).getByTestId("count-value")).toHaveText(
      String(value),
    );
  }
  const posts = page.getByTestId("latest-posts").getByRole("listitem");
  await expect(posts).toHaveCount(data.latestPosts.length);
  for (const [i, post] of data.latestPosts.entries()) {
    await expect(posts.nth(i)).toContainText(post.title);
    // A published post whose moment is still to come (the seed has one) reads 'Programmato'.
    const scheduled = post.published && Date.parse(post.publishedAt ?? "") > Date.now();
    await expect(posts.nth(i)).toContainText(
      scheduled ? "Programmato" : post.published ? "Pubblicato" : "Bozza",
    );
  }
  const contacts = page.getByTestId("latest-contacts").getByRole("listitem");
  await expect(contacts).toHaveCount(data.latestContacts.length);

  await page.getByRole("link", { name: "Nuovo articolo" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=blog&new=1$/);
  // The quick action lands on the blog tab with the create dialog open.
  await expect(page.getByRole("dialog", { name: "Nuovo articolo" })).toBeVisible();
});

test("tabs switch by click and by URL, and the back button returns to the previous tab", async ({
  page,
}) => {
  await openPanel(page);
  const nav = page.getByRole("navigation", { name: "Sezioni del pannello" });
  await nav.getByRole("link", { name: "Banner della home" }).click();
  await expect(page).toHaveURL(/\?tab=heroes$/);
  await expect(page.getByRole("heading", { level: 2, name: "Banner della home" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Banner della home" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await nav.getByRole("link", { name: "Assegnazione Servizi" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Assegnazione Servizi" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=heroes$/);
  await expect(page.getByRole("heading", { level: 2, name: "Banner della home" })).toBeVisible();

  await page.goto("/admin/dashboard?tab=settings");
  await expect(page.getByRole("heading", { level: 2, name: "Impostazioni" })).toBeVisible();
  await page.goto("/admin/dashboard?tab=sconosciuta");
  await expect(page.getByRole("heading", { level: 2, name: "Dashboard" })).toBeVisible();
});

// With 26 views (guides, their categories and canned replies, issue 26) the menu no longer fits
// 900 px at the 24 px rows of a target: it scrolls, and Logout stays in view below it.
test("at 1440 × 900 every view of the sidebar is reachable, in three groups, Logout in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPanel(page);
  const nav = page.getByRole("navigation", { name: "Sezioni del pannello" });
  for (const group of ["Contenuti", "Clienti e servizi", "Amministrazione"]) {
    await expect(nav.getByRole("list", { name: group })).toBeVisible();
  }
  const links = nav.getByRole("link");
  expect(await links.count()).toBe(26);
  for (let i = 0; i < 26; i++) {
    await links.nth(i).scrollIntoViewIfNeeded();
    await expect(links.nth(i)).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport({ ratio: 1 });
});

test("the sidebar collapses to narrow and remembers it", async ({ page }) => {
  await openPanel(page);
  const sidebar = page.getByTestId("admin-sidebar");
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  const wide = (await sidebar.boundingBox())?.width ?? 0;
  await page.getByRole("button", { name: "Comprimi il menu" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide);
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  // Narrow, the views are still reachable by their names.
  await sidebar.getByRole("link", { name: /^Contatti/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Contatti" })).toBeVisible();
  await page.getByRole("button", { name: "Espandi il menu" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
});

test("logout ends the session: the panel then leads back to the login", async ({ page }) => {
  await openPanel(page);
  await page.getByRole("link", { name: "Referenze" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Referenze" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Vai al sito" })).toHaveAttribute("href", "/");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedAdmin(page)).toBeNull();
  expect((await page.request.get("/api/admin/me")).status()).toBe(401);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId("admin-sidebar")).toHaveCount(0);
});

test("a 401 from an admin call sends the user to the login page", async ({ page, context }) => {
  await openPanel(page, "/admin/dashboard?tab=heroes");
  // The tab's own calls must have answered first: one still in flight when the cookies go would
  // itself get the 401 and leave the panel before the click below.
  await page.waitForLoadState("networkidle");
  await context.clearCookies();
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Accesso amministrazione" }),
  ).toBeVisible();
  expect(await storedAdmin(page)).toBeNull();
});

test("the login page and the dashboard tab pass axe", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByLabel("Username")).toHaveValue("admin");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await openPanel(page);
  await expect(page.getByTestId("dashboard-count-blogPosts")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("the server HTML of the login holds the username 'admin'; a skip link leads to the form", async ({
  page,
}) => {
  const html = await (await page.request.get("/admin/login")).text();
  expect(html).toMatch(
    /<input[^>]*name="username"[^>]*value="admin"|<input[^>]*value="admin"[^>]*name="username"/,
  );

  await page.goto("/admin/login");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Vai al contenuto principale" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await expect(page.locator("main#admin-login")).toBeFocused();
});

test("a server redirect to the login clears the stored admin_user", async ({ page, context }) => {
  await openPanel(page);
  expect(await storedAdmin(page)).not.toBeNull();
  await context.clearCookies();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect.poll(() => storedAdmin(page)).toBeNull();
});

test("unknown /admin paths: the 404 in the panel frame when signed in, else a 404 page", async ({
  page,
}) => {
  const anonymous = await page.goto("/admin/pagina-inesistente");
  expect(anonymous?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Vai al contenuto principale" })).toHaveAttribute(
    "href",
    "#admin-not-found",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await openPanel(page);
  const signedIn = await page.goto("/admin/impostazioni/sconosciute");
  expect(signedIn?.status()).toBe(404);
  await expect(page.getByTestId("admin-sidebar")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
  await page.getByRole("link", { name: "Torna alla dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
