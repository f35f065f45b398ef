import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

/** playwright.config.ts gives the e2e server this WEBMAIL_URL. */
const WEBMAIL_URL = "https://webmail.scaligeradigital.example/login";
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("webmail: disabled until filled, 256 characters at most, posts LOGIN and PASSWD", async ({
  page,
}) => {
  await page.goto("/webmail");
  await expect(page.getByRole("heading", { level: 1, name: "Webmail" })).toBeVisible();
  await expect(page.getByText("riservato ai clienti registrati")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contatta il supporto" })).toHaveAttribute(
    "href",
    "/contatti",
  );
  const form = page.getByTestId("webmail-form");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", WEBMAIL_URL);
  await expect(form.locator('input[type="hidden"][name="ACTION"]')).toHaveValue("login");

  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");
  const submit = page.getByRole("button", { name: "Accedi alla webmail" });
  await expect(email).toHaveAttribute("name", "LOGIN");
  await expect(password).toHaveAttribute("name", "PASSWD");
  await expect(submit).toBeDisabled();
  await email.fill("mario.rossi@rossiimpianti.example");
  await expect(submit).toBeDisabled();
  await password.fill("x".repeat(300));
  await expect(password).toHaveValue("x".repeat(256));
  await expect(submit).toBeEnabled();
  await password.fill("");
  await expect(submit).toBeDisabled();
  await axe();

  // The provider gets a real form POST (intercepted: Chromium is offline).
  let posted: string | null = null;
  await page.route(WEBMAIL_URL, async (route) => {
    posted = route.request().method() === "POST" ? route.request().postData() : null;
    await route.fulfill({ contentType: "text/html", body: "<title>Posta</title><p>Benvenuto</p>" });
  });
  await password.fill("Segreta-2026");
  await submit.click();
  await expect(page).toHaveURL(WEBMAIL_URL);
  const fields = new URLSearchParams(posted ?? "");
  expect(fields.get("LOGIN")).toBe("mario.rossi@rossiimpianti.example");
  expect(fields.get("PASSWD")).toBe("Segreta-2026");
  expect(fields.get("ACTION")).toBe("login");
  expect(fields.get("LANGUAGE")).toBe("it");

  async function axe() {
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
});
