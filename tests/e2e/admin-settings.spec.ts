import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import type { AdminSetting } from "#features/settings/settings.schema";

/** The 'Impostazioni' tab: company data saved on blur, policy texts, SEO card and sitemap. */
const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const toasts = (page: Page) => page.locator("li[data-variant]");

test.beforeEach(async ({ adminPage: page }) => {
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

async function openSettings(page: Page) {
  await page.goto("/admin/dashboard?tab=settings");
  await expect(page.getByRole("heading", { level: 2, name: "Impostazioni" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Sede e contatti" })).toBeVisible();
}

const setting = async (page: Page, key: string) => {
  const list = (await (await page.request.get("/api/admin/settings")).json()) as AdminSetting[];
  return list.find((s) => s.key === key)!;
};

test("the tab lists the site texts and policy texts and passes axe", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(60_000);
  await openSettings(page);
  const settings = (await (await page.request.get("/api/admin/settings")).json()) as AdminSetting[];
  for (const s of settings) {
    await expect(page.getByLabel(s.description, { exact: true })).toHaveValue(s.value);
  }
  const privacy = page.getByLabel(
    settings.find((s) => s.key === "privacy_policy_html")!.description,
  );
  expect(await privacy.evaluate((el) => el.tagName)).toBe("TEXTAREA");
  expect(Number(await privacy.getAttribute("rows"))).toBeGreaterThanOrEqual(10);

  const seo = page.getByRole("region", { name: "SEO e sitemap" });
  for (const path of ["/sitemap.xml", "/robots.txt"]) {
    const link = seo.getByRole("link", { name: new RegExp(path.replace(".", "\\.")) });
    await expect(link).toHaveAttribute("href", path);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  // The domain is empty by default: the address is PUBLIC_SITE_URL (decision 027).
  expect(settings.find((s) => s.key === "site_domain")!.value).toBe("");
  await expect(seo).toContainText("https://www.scaligeradigital.example/sitemap.xml");

  await expectNoAxeViolations(page, { include: "#admin-main" });
});

test("a site text is saved on blur and shows in the public footer; empty is not saved", async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  await openSettings(page);
  const phone = await setting(page, "phone_primary");
  const field = page.getByLabel(phone.description, { exact: true });
  await expect(field).toHaveValue(phone.value);
  const changed = "+39 045 000 7788";
  try {
    await field.fill(changed);
    await field.press("Tab");
    await expect(toasts(page)).toContainText("Impostazione salvata");
    await expect.poll(async () => (await setting(page, "phone_primary")).value).toBe(changed);

    // Blank after trimming: nothing is sent, the stored value stays.
    let calls = 0;
    page.on("request", (req) => {
      if (req.method() === "PUT" && req.url().includes("/api/admin/settings/")) calls++;
    });
    await field.fill("   ");
    await field.press("Tab");
    await expect(page.getByText("Il valore non può essere vuoto")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(calls).toBe(0);
    expect((await setting(page, "phone_primary")).value).toBe(changed);

    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toContainText(changed);
  } finally {
    const res = await page.request.put("/api/admin/settings/phone_primary", {
      data: { value: phone.value },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(phone.value);
});

test("a value the server refuses shows its message in an error toast", async ({
  adminPage: page,
}) => {
  await openSettings(page);
  await page.route("**/api/admin/settings/site_name", (route) =>
    route.fulfill({ status: 400, json: { message: "Valore non accettato dal server" } }),
  );
  const name = await setting(page, "site_name");
  const field = page.getByLabel(name.description, { exact: true });
  await field.fill(`${name.value} Verona`);
  await field.press("Tab");
  await expect(toasts(page)).toContainText("Errore");
  await expect(toasts(page)).toContainText("Valore non accettato dal server");
  expect((await setting(page, "site_name")).value).toBe(name.value);
});

test("'Genera sitemap' reports the number of pages of /sitemap.xml", async ({
  adminPage: page,
}) => {
  await openSettings(page);
  const button = page.getByRole("button", { name: "Genera sitemap" });
  // Other files may publish content meanwhile: retry until both reads agree.
  await expect(async () => {
    await button.click();
    const toast = toasts(page).filter({ hasText: /Sitemap creata con successo con \d+ pagine/ });
    await expect(toast).toBeVisible({ timeout: 3000 });
    const pages = Number(/con (\d+) pagine/.exec((await toast.textContent()) ?? "")?.[1]);
    const xml = await (await page.request.get("/sitemap.xml")).text();
    expect(pages).toBeGreaterThan(10);
    expect(xml.match(/<url>/g)?.length).toBe(pages);
  }).toPass({ timeout: 20_000 });

  await page.route("**/api/admin/generate-sitemap", (route) =>
    route.fulfill({ status: 500, json: { message: "Si è verificato un errore interno." } }),
  );
  await button.click();
  await expect(toasts(page)).toContainText("Errore nella generazione della sitemap");
});
