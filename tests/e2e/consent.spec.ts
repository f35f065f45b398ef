import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { untilHydrated } from "./helpers/hydrated";

const ALL = '{"necessary":true,"analytics":true,"marketing":true,"preferences":true}';
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const ANALYTICS_ONLY = '{"necessary":true,"analytics":true,"marketing":false,"preferences":false}';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const banner = (page: Page) => page.getByRole("region", { name: "Consenso ai cookie" });
const gaTag = (page: Page) =>
  page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]');
const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem("cookieConsent"),
    date: localStorage.getItem("cookie-consent-date"),
    id: localStorage.getItem("cookie-consent-id"),
  }));
/** The gtag() calls queued so far, as plain arrays. */
const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) =>
      Array.from(args),
    ),
  );
const axe = (page: Page, selector: string) =>
  new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include(selector)
    .analyze();

let gtmRequests: string[];

test.beforeEach(async ({ page }) => {
  gtmRequests = [];
  // Chromium is offline: gtag.js is answered with an empty script.
  await page.route("https://www.googletagmanager.com/**", (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
});

/** Clicks a banner button and returns the proof-of-consent request with its answer. */
async function choose(page: Page, button: string) {
  await untilHydrated(page);
  const requestPromise = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/consent",
  );
  await banner(page).getByRole("button", { name: button, exact: true }).click();
  const request = await requestPromise;
  const response = await request.response();
  return { payload: request.postDataJSON() as Record<string, unknown>, response };
}

test("the server HTML sets Consent Mode defaults, allowed by the CSP, before any tag, and the banner", async ({
  request,
}) => {
  const res = await request.get("/");
  const html = await res.text();
  const csp = res.headers()["content-security-policy"] ?? "";
  const defaults = html.indexOf('<script id="ga-consent-defaults"');
  expect(defaults).toBeGreaterThan(0);
  expect(html.indexOf("<script")).toBe(defaults);
  const [, attributes, content] = /^<script id="ga-consent-defaults"([^>]*)>([^<]*)<\/script>/.exec(
    html.slice(defaults),
  )!;
  // Rendered for one request the script carries the response's nonce; from the public page
  // cache (decision 010) it carries none and the CSP lists its hash.
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (nonce) expect(attributes).toBe(` nonce="${nonce}"`);
  else expect(csp).toContain(`'sha256-${createHash("sha256").update(content!).digest("base64")}'`);
  expect(html.indexOf("gtag('consent','default',{ad_storage:'denied'")).toBeGreaterThan(defaults);
  expect(html).toContain("analytics_storage:'denied'");
  expect(html).not.toContain("googletagmanager.com/gtag/js");
  // The banner comes with the page (its buttons wait for the page to run); a script in <head>
  // hides it where a choice is saved.
  expect(html).toContain('aria-label="Consenso ai cookie"');
  expect(html.indexOf("data-consent-saved")).toBeLessThan(html.indexOf("<body"));
});

test("a returning visitor never sees the banner, even before the page's code runs", async ({
  page,
}) => {
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
  // No JavaScript file arrives: only the HTML, its inline scripts and the styles.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("a first visitor sees the banner before the page's code runs, its buttons posting the choice", async ({
  page,
}) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  // Decision 053: until the code runs, the buttons are a form the server answers.
  await banner(page).getByRole("button", { name: "Solo necessari" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page)).toHaveCount(0);
});

test("first visit: banner with a /privacy link, no Google tag, no axe violations", async ({
  page,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  for (const name of ["Personalizza", "Solo necessari", "Accetta tutti"]) {
    await expect(banner(page).getByRole("button", { name, exact: true })).toBeVisible();
  }
  await expect(gaTag(page)).toHaveCount(0);
  expect(gtmRequests).toEqual([]);
  expect((await stored(page)).consent).toBeNull();
  const [defaults] = await gtagCalls(page);
  expect(defaults?.slice(0, 2)).toEqual(["consent", "default"]);
  expect((await axe(page, '[aria-label="Consenso ai cookie"]')).violations).toEqual([]);
});

test("'Accetta tutti' saves every category, records the proof and loads GA, also on later visits", async ({
  page,
}) => {
  const consoleProblems: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Minified React error|hydrat/i.test(m.text())) {
      consoleProblems.push(m.text());
    }
  });
  await page.goto("/");
  const { payload, response } = await choose(page, "Accetta tutti");
  await expect(banner(page)).toHaveCount(0);

  const { consent, date, id } = await stored(page);
  expect(consent).toBe(ALL);
  expect(new Date(date!).toISOString()).toBe(date);
  expect(id).toMatch(UUID_V4);
  expect(payload).toEqual({
    anonymousId: id,
    analytics: true,
    marketing: true,
    preferences: true,
    policyVersion: "2026-01",
  });
  expect(response?.status()).toBe(201);
  expect(await response?.json()).toEqual({ id: expect.any(Number) });

  await expect(gaTag(page)).toHaveCount(1);
  await expect(gaTag(page)).toHaveAttribute("src", /[?&]id=G-TEST123456$/);
  const calls = await gtagCalls(page);
  const names = calls.map((c) => c.slice(0, 2).join(" "));
  expect(names.indexOf("consent default")).toBe(0);
  expect(names.indexOf("consent update")).toBeLessThan(names.indexOf("config G-TEST123456"));
  expect(calls.find((c) => c[0] === "consent" && c[1] === "update")?.[2]).toMatchObject({
    analytics_storage: "granted",
    ad_storage: "granted",
  });
  expect(calls.find((c) => c[0] === "config")?.[2]).toEqual({
    anonymize_ip: true,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    send_page_view: false,
  });
  expect(calls.filter((c) => c[0] === "event" && c[1] === "page_view")).toHaveLength(1);
  // The CSP let the tag through (it was requested), and nothing complained.
  await expect.poll(() => gtmRequests.length).toBe(1);
  expect(consoleProblems).toEqual([]);

  // Later visit: no banner, the tag comes back by itself, no new proof is sent.
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/consent")) posted = true;
  });
  await page.reload();
  await expect(gaTag(page)).toHaveCount(1);
  await expect(banner(page)).toHaveCount(0);
  const again = await gtagCalls(page);
  expect(again.filter((c) => c[0] === "event" && c[1] === "page_view")).toHaveLength(1);
  expect(posted).toBe(false);
});

test("'Solo necessari' saves only necessary and never loads GA", async ({ page }) => {
  await page.goto("/");
  const { payload, response } = await choose(page, "Solo necessari");
  await expect(banner(page)).toHaveCount(0);
  expect((await stored(page)).consent).toBe(NECESSARY);
  expect(payload).toMatchObject({ analytics: false, marketing: false, preferences: false });
  expect(response?.status()).toBe(201);

  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(banner(page)).toHaveCount(0);
  await expect(gaTag(page)).toHaveCount(0);
  expect(gtmRequests).toEqual([]);
});

test("'Personalizza' opens the settings; 'Annulla' saves nothing, 'Salva preferenze' saves the toggles", async ({
  page,
}) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Personalizza" }).click();
  const dialog = page.getByRole("dialog", { name: "Preferenze cookie" });
  await expect(dialog).toBeVisible();
  const necessary = dialog.getByRole("switch", { name: "Necessari" });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const name of ["Analitici", "Marketing", "Preferenze"]) {
    await expect(dialog.getByRole("switch", { name })).not.toBeChecked();
  }
  expect((await axe(page, '[role="dialog"]')).violations).toEqual([]);

  await dialog.getByRole("switch", { name: "Analitici" }).click();
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  expect(await stored(page)).toEqual({ consent: null, date: null, id: null });
  await expect(gaTag(page)).toHaveCount(0);

  await banner(page).getByRole("button", { name: "Personalizza" }).click();
  await expect(dialog.getByRole("switch", { name: "Analitici" })).not.toBeChecked();
  await dialog.getByRole("switch", { name: "Analitici" }).click();
  await expect(dialog.getByRole("switch", { name: "Analitici" })).toBeChecked();
  const requestPromise = page.waitForRequest((r) => r.url().endsWith("/api/consent"));
  await dialog.getByRole("button", { name: "Salva preferenze" }).click();
  const request = await requestPromise;
  expect(request.postDataJSON()).toMatchObject({
    analytics: true,
    marketing: false,
    preferences: false,
  });
  expect((await request.response())?.status()).toBe(201);
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect((await stored(page)).consent).toBe(ANALYTICS_ONLY);
  await expect(gaTag(page)).toHaveCount(1);
  const update = (await gtagCalls(page)).find((c) => c[0] === "consent" && c[1] === "update");
  expect(update?.[2]).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" });
});

test("the settings reopen later with the saved choice, so consent can be withdrawn", async ({
  page,
}) => {
  await page.goto("/");
  await choose(page, "Accetta tutti");
  await expect(gaTag(page)).toHaveCount(1);
  // What the 'Preferenze cookie' button does.
  await page.evaluate(() => window.dispatchEvent(new Event("cookie-consent:open-settings")));
  const dialog = page.getByRole("dialog", { name: "Preferenze cookie" });
  for (const name of ["Analitici", "Marketing", "Preferenze"]) {
    const toggle = dialog.getByRole("switch", { name });
    await expect(toggle).toBeChecked();
    await toggle.click();
  }
  await dialog.getByRole("button", { name: "Salva preferenze" }).click();
  await expect(dialog).toHaveCount(0);
  expect((await stored(page)).consent).toBe(NECESSARY);
  const updates = (await gtagCalls(page)).filter((c) => c[0] === "consent" && c[1] === "update");
  expect(updates.at(-1)?.[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
});

test("a stored record with necessary false counts as no consent", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem(
      "cookieConsent",
      '{"necessary":false,"analytics":true,"marketing":true,"preferences":true}',
    ),
  );
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect(gaTag(page)).toHaveCount(0);
});

test("a failed proof-of-consent request does not block the visitor's choice", async ({ page }) => {
  await page.route("**/api/consent", (route) => route.abort("failed"));
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accetta tutti" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await stored(page)).consent).toBe(ALL);
  await expect(gaTag(page)).toHaveCount(1);
});

test("with analytics consent a page_view is sent for each route change", async ({ page }) => {
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), ALL);
  // The not-found page links onward, so it serves for a client-side navigation.
  await page.goto("/pagina-che-non-esiste?da=test");
  await expect(gaTag(page)).toHaveCount(1);
  await expect(banner(page)).toHaveCount(0);
  const pageViews = async () =>
    (await gtagCalls(page))
      .filter((c) => c[0] === "event" && c[1] === "page_view")
      .map((c) => (c[2] as { page_path: string }).page_path);
  expect(await pageViews()).toEqual(["/pagina-che-non-esiste?da=test"]);

  await page
    .getByRole("navigation", { name: "Pagine principali" })
    .getByRole("link", { name: "Home" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(pageViews).toEqual(["/pagina-che-non-esiste?da=test", "/"]);
  // Client-side navigation: the same document, so the tag was added only once.
  await expect(gaTag(page)).toHaveCount(1);
});
