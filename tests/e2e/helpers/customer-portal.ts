import { expect, request, type Page } from "@playwright/test";

/** Shared steps of the customer-area end-to-end tests. */
export const MARIO = { email: "mario.rossi@example.com", password: "Cliente2026!" };
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

/** Blocks the internet and keeps the cookie banner away. */
export async function preparePage(page: Page) {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
}

/** Signs in through the API (the browser context gets the session cookie). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post("/api/customer/login", { data: account });
  expect(res.status()).toBe(200);
}

/** The toasts on screen (Radix also copies their text into its own live region). */
export const toasts = (page: Page) => page.locator("li[data-variant]");

/**
 * A new customer made through the admin API (ADMIN_PASSWORD of the e2e server), so tests that
 * change passwords never touch the seeded accounts other tests use.
 */
export async function createCustomer(
  baseURL: string,
  email: string,
  password: string,
  { isActive = true }: { isActive?: boolean } = {},
) {
  const admin = await request.newContext({ baseURL });
  try {
    const login = await admin.post("/api/admin/login", {
      data: { username: "admin", password: "e2e-admin-password" },
    });
    expect(login.status()).toBe(200);
    const res = await admin.post("/api/admin/customers", {
      data: {
        firstName: "Laura",
        lastName: "Ferrari",
        email,
        passwordHash: password,
        companyName: "Ferrari Arredamenti",
        isActive,
      },
    });
    expect(res.status()).toBe(201);
  } finally {
    await admin.dispose();
  }
}

/** A unique e-mail for one test run. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.it`;
