import type { Browser, Page } from "@playwright/test";
import { expect, keepOffline, test } from "./fixtures";

/**
 * A phone without JavaScript (issue 22, decision 053): the cookie banner's buttons post a form,
 * the choice is kept by the server and the banner is not drawn again; the site menu opens as a
 * disclosure and its links work.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true });

/**
 * axe runs as a script in the page, which a page without JavaScript cannot run: the same HTML is
 * checked in a page whose application code never loads (so it is never hydrated).
 */
async function pageWithoutAppCode(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: { width: 390, height: 844 },
  });
  await keepOffline(context);
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return context.newPage();
}

const banner = (page: Page) => page.getByRole("region", { name: "Consenso ai cookie" });

test("'Accetta tutti' works without JavaScript and the banner stays gone", async ({
  page,
  context,
  browser,
  expectNoAxeViolations,
}) => {
  await page.goto("/servizi");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Accetta tutti" })).toBeEnabled();
  const checked = await pageWithoutAppCode(browser);
  await checked.goto("/servizi");
  await banner(checked).getByText("Personalizza").click();
  await expectNoAxeViolations(checked);
  await checked.context().close();

  await banner(page).getByRole("button", { name: "Accetta tutti" }).click();
  await expect(page).toHaveURL(/\/servizi$/);
  await expect(banner(page)).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "cookie_consent")?.value).toBe("111");

  // The next page, possibly from the page cache, comes without the banner too.
  await page.goto("/chi-siamo");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // A visitor who has not chosen still gets the banner from the same cache.
  await context.clearCookies();
  await page.goto("/chi-siamo");
  await expect(banner(page)).toBeVisible();
});

test("'Personalizza' opens the categories and saves the ones ticked", async ({ page, context }) => {
  await page.goto("/contatti");
  await banner(page).getByText("Personalizza").click();
  await banner(page).getByRole("checkbox", { name: "Analitici" }).check();
  await banner(page).getByRole("button", { name: "Salva preferenze" }).click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(banner(page)).toHaveCount(0);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "cookie_consent")?.value).toBe("100");
});

test("the menu opens without JavaScript, by touch or keyboard, and its links work", async ({
  page,
  browser,
  expectNoAxeViolations,
}) => {
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Menu principale" });
  await expect(menu).toBeHidden();

  const toggle = page.locator("summary", { hasText: "Apri il menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await expect(page.locator("details.menu-disclosure")).toHaveAttribute("open", "");
  const checked = await pageWithoutAppCode(browser);
  await checked.goto("/");
  await checked.locator("summary", { hasText: "Apri il menu" }).click();
  await expectNoAxeViolations(checked);
  await checked.context().close();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();

  await toggle.click();
  await menu.getByRole("link", { name: "Chi siamo" }).click();
  await expect(page).toHaveURL(/\/chi-siamo$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menu principale" })).toBeHidden();
});
