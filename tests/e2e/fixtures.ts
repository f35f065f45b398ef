import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * The end-to-end specs' shared setup as Playwright fixtures:
 *
 * - `adminPage`: a page of its own browser context, offline but for the site, signed in as the
 *   admin. The sign-in goes through the real login form once per worker (`adminState`, kept in
 *   memory: cookies and the stored admin_user); every test gets a fresh context from it.
 * - `expectNoAxeViolations(page, options)`: the accessibility check, WCAG 2.1 A and AA rules by
 *   default (`allRules` runs every axe rule), on the page or the part `include` names; the
 *   violations found are attached to the report.
 */

/** The e2e server starts with ADMIN_PASSWORD=e2e-admin-password (playwright.config.ts). */
export const ADMIN = { username: "admin", password: "e2e-admin-password" } as const;

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export type AxeOptions = { include?: string; allRules?: boolean };

type TestFixtures = {
  adminPage: Page;
  expectNoAxeViolations: (page: Page, options?: AxeOptions) => Promise<void>;
};

type WorkerFixtures = { adminState: StorageState };

/** Chromium is offline: only the site under test may be reached. */
export const keepOffline = (target: Page | BrowserContext) =>
  target.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminState: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await keepOffline(context);
      const page = await context.newPage();
      await page.goto("/admin/login");
      await page.getByLabel("Username").fill(ADMIN.username);
      await page.getByLabel("Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Accedi" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: "worker" },
  ],

  adminPage: async ({ browser, adminState }, provide, testInfo) => {
    // The project's options, as the built-in `page` gets them.
    const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor } =
      testInfo.project.use;
    const context = await browser.newContext({
      baseURL,
      locale,
      timezoneId,
      viewport,
      userAgent,
      deviceScaleFactor,
      storageState: adminState,
    });
    await keepOffline(context);
    await provide(await context.newPage());
    await context.close();
  },

  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  expectNoAxeViolations: async ({}, provide, testInfo) => {
    await provide(async (page, { include, allRules = false } = {}) => {
      let builder = new AxeBuilder({ page });
      if (!allRules) builder = builder.withTags(WCAG_TAGS);
      if (include) builder = builder.include(include);
      const { violations } = await builder.analyze();
      if (violations.length > 0) {
        await testInfo.attach("axe violations", {
          body: JSON.stringify(violations, null, 2),
          contentType: "application/json",
        });
      }
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
        [],
      );
    });
  },
});

export { expect };
