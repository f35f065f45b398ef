import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/** The e2e server starts with ADMIN_PASSWORD=e2e-admin-password (playwright.config.ts). */
const ADMIN_PASSWORD = "e2e-admin-password";
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("without an admin session /admin/api goes to the login and the document answers 401", async ({
  page,
}) => {
  await page.goto("/admin/api");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/openapi.json")).status()).toBe(401);
});

test("an administrator reads every operation of the OpenAPI document, axe-clean", async ({
  page,
}) => {
  // Every axe rule over every operation of the document (about 40 s on a quiet machine, most of
  // it axe): CI's busier machine went past 90 s once the media and redirects routes came.
  test.setTimeout(180_000);
  const login = await page.request.post("/api/admin/login", {
    data: { username: "admin", password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const document = (await (await page.request.get("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
  expect(operations.length).toBeGreaterThan(0);

  await page.goto("/admin/api");
  await expect(page.getByRole("heading", { level: 1, name: "Riferimento API" })).toBeVisible();
  await expect(page.getByTestId("api-operation")).toHaveCount(operations.length);
  const create = page.locator('[data-operation="POST /api/admin/clients"]');
  await expect(create.getByRole("heading", { level: 3 })).toContainText("Crea una referenza");
  await create.getByText("Corpo della richiesta").click();
  await expect(create.locator("pre").first()).toContainText('"name"');
  await expect(create.getByRole("rowheader", { name: "201" })).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
