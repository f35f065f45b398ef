import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { formatLongDate } from "#kit/lib/dates";

const NECESSARY = '{"necessary":true,"analytics":false,"marketing":false,"preferences":false}';
const SITE = "https://www.scaligeradigital.example";

const legalPages = [
  { path: "/privacy", h1: "Privacy Policy" },
  { path: "/privacy-policy", h1: "Privacy Policy" },
  { path: "/cookie-policy", h1: "Cookie Policy" },
  { path: "/accessibilita", h1: "Dichiarazione di accessibilità" },
  { path: "/note-legali", h1: "Note legali" },
];

type PolicyAnswer = { d: string; source: string };

const h1Pattern = (text: string) => new RegExp(`<h1[^>]*>${text}</h1>`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.beforeEach(async ({ page }) => {
  // Chromium is offline: only the site under test may be reached.
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => route.abort(),
  );
  await page.addInitScript((value) => localStorage.setItem("cookieConsent", value), NECESSARY);
});

test("every legal page answers 200 with its h1 and text in the server HTML", async ({
  request,
}) => {
  for (const { path, h1 } of legalPages) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(h1Pattern(escapeRegExp(h1)));
    expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    expect(html, path).toMatch(/<article[^>]*>[\s\S]*<h2/);
    expect(html, path).toContain(
      `<link rel="canonical" href="${SITE}${path === "/privacy-policy" ? "/privacy" : path}"/>`,
    );
  }
});

for (const [kind, tipo, path] of [
  ["privacy", "P", "/privacy"],
  ["privacy", "P", "/privacy-policy"],
  ["cookie", "C", "/cookie-policy"],
] as const) {
  test(`${path} serves the company's ${kind} text (no provider configured)`, async ({
    request,
  }) => {
    const api = await request.post("/api/proxy/iubenda-policy", {
      data: { lingua: "it", tipo, cosa: "B" },
    });
    expect(api.status()).toBe(200);
    const policy = (await api.json()) as PolicyAnswer;
    expect(policy.source).toBe("company");
    expect(policy.d).toContain("<h2>");

    const html = await (await request.get(path)).text();
    expect(html).toContain(policy.d);
    expect(html).not.toContain("Riprovare più tardi");
  });
}

test("/privacy-policy is the privacy page, canonical /privacy", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page).toHaveTitle("Privacy Policy | Scaligera Digital");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE}/privacy`);
  const nav = page.getByRole("navigation", { name: "Documenti legali" });
  await expect(nav.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator("main article h2").first()).toBeVisible();
});

test("the accessibility statement is dated today (Europe/Rome) and names the commitments", async ({
  request,
}) => {
  const before = formatLongDate(new Date());
  const html = await (await request.get("/accessibilita")).text();
  const after = formatLongDate(new Date());
  const dated = [before, after].some((day) => html.includes(`Ultimo aggiornamento: ${day}`));
  expect(dated, `expected 'Ultimo aggiornamento: ${before}'`).toBe(true);
  expect(before).toMatch(/^\d{1,2} [a-z]+ \d{4}$/);
  for (const text of [
    "WCAG 2.1 livello AA",
    "European Accessibility Act",
    "entro 5 giorni lavorativi",
    "Procedura di attuazione",
    "(AgID)",
  ]) {
    expect(html).toContain(text);
  }
  expect(html).toMatch(/href="mailto:[^"]+\?subject=Segnalazione%20accessibilit%C3%A0"/);
  expect(html).toMatch(/href="tel:\+?\d+"/);
});

async function footerFacts(page: Page) {
  const footer = page.getByRole("contentinfo");
  const email = await footer.locator('a[href^="mailto:"]').first().getAttribute("href");
  const vat = /P\.IVA (\S+)/.exec(await footer.innerText())?.[1];
  return { email: email!.replace(/^mailto:/, ""), vat: vat! };
}

test("the legal notes have 15 numbered sections, December 2024 and the company data", async ({
  page,
}) => {
  const response = await page.goto("/note-legali");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Ultimo aggiornamento: dicembre 2024")).toBeVisible();
  const headings = page.locator("main article h2");
  await expect(headings).toHaveCount(15);
  const texts = await headings.allInnerTexts();
  texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
  expect(texts[14]).toBe("15. Contatti");

  // Address, VAT and contacts come from the same settings as the footer.
  const { email, vat } = await footerFacts(page);
  const article = page.locator("main article");
  await expect(article).toContainText(`Partita IVA ${vat}`);
  await expect(article.locator(`a[href^="mailto:${email}"]`)).toBeVisible();
  await expect(article.locator('a[href^="tel:"]').first()).toBeVisible();

  // The index jumps to a section.
  await page
    .getByRole("navigation", { name: "Indice" })
    .getByRole("link", { name: texts[13]!, exact: true })
    .click();
  await expect(page).toHaveURL(/#sezione-14$/);
});

test("the cookie policy reopens the cookie preferences", async ({ page }) => {
  await page.goto("/cookie-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  await page.getByRole("button", { name: "Modifica le preferenze cookie" }).click();
  await expect(page.getByRole("dialog", { name: "Preferenze cookie" })).toBeVisible();
});

test("moving between legal pages in the browser loads each text", async ({ page }) => {
  await page.goto("/privacy");
  const nav = page.getByRole("navigation", { name: "Documenti legali" });
  await nav.getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page).toHaveURL(/\/cookie-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  await expect(page.locator("main article h2").first()).toBeVisible();
  await nav.getByRole("link", { name: "Accessibilità" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Dichiarazione di accessibilità",
  );
  await expect(page.getByText(`Ultimo aggiornamento: ${formatLongDate(new Date())}`)).toBeVisible();
});

for (const { path, h1 } of legalPages) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(results.violations).toEqual([]);
  });
}
