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
  for (const s of settings.filter((s) => s.type !== "html")) {
    await expect(page.getByLabel(s.description, { exact: true })).toHaveValue(s.value);
  }
  // The policy texts are rich text, never HTML to type (issue 22).
  const privacy = page.getByRole("textbox", { name: "Testo della Privacy Policy" });
  await expect(privacy).toHaveAttribute("contenteditable", "true");
  await expect(
    privacy.getByRole("heading", { level: 2, name: "1. Titolare del trattamento" }),
  ).toBeVisible();
  await expect(page.getByText(/<\/?(p|h2)>/)).toHaveCount(0);

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

test("a policy is edited in the rich-text editor and shows on its public page", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const original = await setting(page, "privacy_policy_html");
  await openSettings(page);
  let puts = 0;
  page.on("request", (req) => {
    if (req.method() === "PUT" && req.url().includes("/api/admin/settings/privacy_policy_html")) {
      puts++;
    }
  });
  const editor = page.getByRole("textbox", { name: "Testo della Privacy Policy" });
  const policies = page.getByRole("region", { name: "Informative legali" });
  const toolbar = policies.getByRole("toolbar", { name: "Formattazione del testo" }).first();
  const stamp = Date.now().toString(36);
  try {
    // Entering and leaving without a change saves nothing: the stored HTML and the editor's
    // own serialisation of it count as the same text.
    await editor.click();
    await page.keyboard.press("Tab");
    await expect(editor).not.toBeFocused();
    await expect(toasts(page)).toHaveCount(0);

    // A new section at the end: a heading from the toolbar, then a paragraph with bold text.
    await editor.click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Titolo di sezione (H2)" }).click();
    await page.keyboard.type(`9. Videosorveglianza ${stamp}`);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Le riprese sono conservate per ");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type("72 ore");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type(".");
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="settings-policies"]' });
    // Leaving the editor saves once (the toolbar is part of the field, so clicking it did not).
    await page.getByRole("heading", { level: 2, name: "Impostazioni" }).click();
    await expect(toasts(page)).toContainText("Impostazione salvata");
    expect(puts).toBe(1);
    const saved = await setting(page, "privacy_policy_html");
    expect(saved.value).toContain(`<h2>9. Videosorveglianza ${stamp}</h2>`);
    expect(saved.value).toContain("<strong>72 ore</strong>");
    expect(saved.value).toContain("<h2>1. Titolare del trattamento</h2>");

    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 2, name: `9. Videosorveglianza ${stamp}` }),
    ).toBeVisible();
    await expect(main.locator("strong", { hasText: "72 ore" })).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 2, name: "1. Titolare del trattamento" }),
    ).toBeVisible();
  } finally {
    await page.request.put("/api/admin/settings/privacy_policy_html", {
      data: { value: original.value },
    });
  }
});
