import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * The admin lists that scale (decision 023), what is their own: the status filter and the CSV
 * export, and every list usable at 768 px (no sideways scroll of the page, actions reachable).
 * Search, sort, pages and the state in the URL are the kit's: tests/e2e/admin-kit.spec.ts.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openTab(page: Page, query: string, heading: string) {
  await page.goto(`/admin/dashboard?${query}`);
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText("Caricamento...")).toHaveCount(0);
}

test("customers: status filter in the URL and 'Esporta CSV' of what the list shows", async ({
  adminPage: page,
}) => {
  // Narrowed to the seeded customers (other specs add and remove their own while this runs).
  await openTab(page, "tab=customers&status=active&q=Rossi%20Impianti", "Clienti");
  await expect(page.getByLabel("Stato", { exact: true })).toHaveValue("active");
  const api = (await (
    await page.request.get("/api/admin/customers?status=active&q=Rossi%20Impianti")
  ).json()) as { total: number };
  expect(api.total).toBeGreaterThan(0);
  await expect(page.getByTestId("customers-count")).toHaveText(new RegExp(`di ${api.total}`));

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Esporta CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^clienti-\d{4}-\d{2}-\d{2}\.csv$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  expect(text.startsWith("\uFEFFCognome;Nome;Email;Azienda;")).toBe(true);
  const lines = text.trimEnd().split("\r\n");
  expect(lines).toHaveLength(api.total + 1);
  expect(lines.slice(1).every((line) => line.includes(";Sì;"))).toBe(true);
});

test("contacts: the export link carries the list's search and filters", async ({
  adminPage: page,
}) => {
  await openTab(page, "tab=contacts&read=unread&q=zz-nessuno", "Contatti");
  const link = page.getByRole("link", { name: "Esporta CSV" });
  await expect(link).toHaveAttribute(
    "href",
    "/api/admin/contacts/export.csv?q=zz-nessuno&read=unread",
  );
  const res = await page.request.get((await link.getAttribute("href"))!);
  expect(res.headers()["content-type"]).toContain("text/csv");
  expect((await res.text()).trimEnd()).toBe(
    "\uFEFFData;Nome;Email;Azienda;Budget;Categoria;Letto;Messaggio",
  );
});

/**
 * The page is no wider than the viewport, and the sortable headers' screen-reader texts (absolutely
 * positioned) are placed inside the table's own scroll region, so they cannot widen the page.
 */
async function expectNoSidewaysPan(page: Page) {
  const { overflow, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // The outermost elements that reach past the viewport, to name the culprit when this fails.
    const widest = [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((el) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== "visible") return false;
        }
        return true;
      })
      .filter(
        (el) =>
          !el.parentElement ||
          el.parentElement.getBoundingClientRect().right <= root.clientWidth + 0.5,
      )
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} «${(el.textContent ?? "").slice(0, 60)}»`,
      );
    return { overflow: root.scrollWidth - root.clientWidth, widest };
  });
  expect(overflow, widest.join("\n")).toBeLessThanOrEqual(0);
  const outside = await page.evaluate(
    () =>
      [...document.querySelectorAll("table th button .sr-only")].filter(
        (span) => (span as HTMLElement).offsetParent !== span.closest("table")?.parentElement,
      ).length,
  );
  expect(outside).toBe(0);
}

for (const width of [375, 1024]) {
  test(`at ${width} px no list pans the page sideways`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    // A customer whose address is one long word, shown in the lists and in the customer picker.
    const tag = unique();
    const email = `amministrazione.contabilita.fornitori.${tag}@studioassociatolunghissimo.example`;
    const created = await page.request.post("/api/admin/customers", {
      data: { firstName: "Ada", lastName: `Lunga${tag}`, email, passwordHash: "Lista-larga-2026!" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const [query, heading] of [
      [`tab=customers&q=${tag}`, "Clienti"],
      ["tab=software", "Gestione Software Scaricabile"],
      ["tab=partners", "Partner Certificati"],
      ["tab=service-assignments", "Assegnazione Servizi"],
    ] as const) {
      await openTab(page, query, heading);
      await expect(page.getByRole("table").first()).toBeVisible();
      if (query === "tab=service-assignments") {
        await page.getByLabel("Cerca cliente").fill(tag);
        await expect(page.getByTestId("assignment-customer")).toHaveCount(1);
      }
      await expectNoSidewaysPan(page);
    }
    expect((await page.request.delete(`/api/admin/customers/${id}`)).status()).toBe(204);
  });
}

for (const width of [1280, 1440]) {
  test(`at ${width} px Assegnazione Servizi shows its key columns beside the actions, e-mails on one line`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The seeded customer's services: rows of known length, whatever other specs have added.
    const found = await page.request.get("/api/admin/customers?q=mario.rossi%40example.com");
    const [mario] = ((await found.json()) as { items: { id: number }[] }).items;
    await openTab(page, `tab=service-assignments&customerId=${mario!.id}`, "Assegnazione Servizi");
    const table = page.getByTestId("assigned-services");
    await expect(table.getByTestId("assigned-service").first()).toBeVisible();
    const actions = await table.getByRole("columnheader", { name: "Azioni" }).boundingBox();
    for (const name of ["Scadenza", "Prezzo", "Ore"]) {
      // "Ore" alone: the sortable headers' names go on with their sorting.
      const header = table.getByRole("columnheader", { name: name === "Ore" ? /^Ore$/ : name });
      const box = (await header.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(actions!.x + 1);
    }
    const lines = await table
      .getByTestId("assigned-service")
      .first()
      .locator("span", { hasText: "@" })
      .evaluate((span) => span.getClientRects().length);
    expect(lines).toBe(1);
  });
}

test.describe("at 768 px", () => {
  test.use({ viewport: { width: 768, height: 900 } });

  for (const [query, heading, rowId] of [
    ["tab=blog", "Blog", "blog-row"],
    ["tab=customers", "Clienti", "customer-row"],
    ["tab=software", "Gestione Software Scaricabile", "software-row"],
    ["tab=partners", "Partner Certificati", "partner-row"],
    ["tab=service-assignments", "Assegnazione Servizi", "assigned-service"],
  ] as const) {
    test(`${query}: no sideways page scroll, the table scrolls in its labelled region, actions reachable`, async ({
      adminPage: page,
      expectNoAxeViolations,
    }) => {
      await openTab(page, query, heading);
      const row = page.getByTestId(rowId).first();
      await expect(row).toBeVisible();
      await expectNoSidewaysPan(page);

      // The table's own scroll region: its parent, focusable and named by the caption.
      const region = page.getByRole("table").first().locator("xpath=..");
      await expect(region).toHaveAttribute("role", "region");
      await expect(region).toHaveAttribute("tabindex", "0");
      await expect(region).toHaveAttribute("aria-label", /.+/);
      await region.focus();
      await expect(region).toBeFocused();

      const edit = row.getByRole("button", { name: /^Modifica/ });
      await edit.scrollIntoViewIfNeeded();
      await expect(edit).toBeInViewport();
      await edit.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expectNoAxeViolations(page, { include: "#admin-main" });
    });
  }
});
