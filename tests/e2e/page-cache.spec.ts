import { expect, test, type Browser, type Page } from "@playwright/test";
import { untilHydrated } from "./helpers/hydrated";

// A page from the public page cache (decision 010) runs under a hash-based CSP: it must load,
// hydrate and navigate in a real Chromium without a single CSP violation.

/** A URL of the home page no other spec has stored yet (the query string is part of the key). */
const freshHome = () => `/?e2e-cache=${Date.now()}-${Math.random().toString(36).slice(2)}`;

const banner = (page: Page) => page.getByRole("region", { name: "Consenso ai cookie" });

/** Records CSP violations and console errors of the page from its first script on. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      // None at all: zod runs jitless in the browser, so not even its eval probe (decision 012).
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

/** A new browser context (its own HTTP cache and storage), offline but for the site. */
async function offlinePage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: "it-IT",
    timezoneId: "Europe/Rome",
  });
  const page = await context.newPage();
  // gtag.js is answered with an empty script, anything else foreign fails.
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  await page.route(
    (url) => url.hostname !== "127.0.0.1" && url.hostname !== "www.googletagmanager.com",
    (route) => route.abort(),
  );
  return { context, page, problems: await watchProblems(page) };
}

test("a stored home page has a hash-based CSP, hydrates and loads GA after consent", async ({
  browser,
}) => {
  const url = freshHome();

  const visitor = await offlinePage(browser);
  const first = await visitor.page.goto(url);
  expect(first?.headers()["x-cache"]).toBe("MISS");
  await untilHydrated(visitor.page);
  await banner(visitor.page).getByRole("button", { name: "Solo necessari", exact: true }).click();
  await expect(banner(visitor.page)).toHaveCount(0);
  expect(visitor.problems).toEqual([]);
  await visitor.context.close();

  // Another visitor (no HTTP cache, no saved choice) gets the page from the server's memory.
  const { context, page, problems } = await offlinePage(browser);
  const second = await page.goto(url);
  expect(second?.headers()["x-cache"]).toBe("HIT");
  const csp = second?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'strict-dynamic' /);
  expect(csp).not.toContain("nonce-");
  expect(await second?.text()).not.toContain("nonce=");

  // Only the hydrated page answers the banner's buttons; accepting loads gtag.js.
  await untilHydrated(page);
  const gtag = page.waitForRequest((request) => request.url().includes("/gtag/js"));
  await banner(page).getByRole("button", { name: "Accetta tutti", exact: true }).click();
  await expect(banner(page)).toHaveCount(0);
  await gtag;
  await expect(page.locator('script[src*="googletagmanager.com/gtag/js"]')).toHaveCount(1);

  // A client-side navigation (React Router's .data request) works from the stored page too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Apri il menu" }).click();
  const data = page.waitForResponse((res) => new URL(res.url()).pathname === "/chi-siamo.data");
  await page.getByRole("dialog").getByRole("link", { name: "Chi siamo", exact: true }).click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/chi-siamo$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  expect(problems).toEqual([]);
  await context.close();
});

test("two visits of a stored page get the same bytes and never a nonce", async ({ request }) => {
  const url = freshHome();
  const answers = [await request.get(url), await request.get(url), await request.get(url)];
  expect(answers.map((res) => res.headers()["x-cache"])).toEqual(["MISS", "HIT", "HIT"]);
  const bodies = await Promise.all(answers.map((res) => res.text()));
  expect(new Set(bodies).size).toBe(1);
  for (const res of answers) {
    expect(res.headers()["content-security-policy"]).not.toContain("nonce-");
    expect(res.headers()["etag"]).toBe(answers[0]!.headers()["etag"]);
  }
  expect(bodies[0]).not.toContain("nonce=");
  const revalidated = await request.get(url, {
    headers: { "If-None-Match": answers[0]!.headers()["etag"]! },
  });
  expect(revalidated.status()).toBe(304);
});
