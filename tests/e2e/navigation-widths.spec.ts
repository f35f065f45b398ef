import { expect, test, type Page } from "@playwright/test";

/** Whether a main-menu page is reachable: a visible bar link, or a link in the opened side menu. */
async function reachable(page: Page, { to, label }: { to: string; label: string }) {
  const bar = page.getByRole("navigation", { name: "Navigazione principale" });
  const barLink = bar.getByRole("link", { name: label, exact: true });
  if ((await barLink.isVisible()) && (await barLink.getAttribute("href")) === to) return true;
  const menuButton = page.getByRole("button", { name: "Apri il menu" });
  if (!(await menuButton.isVisible())) return false;
  await menuButton.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const menuLink = menu.getByRole("link", { name: label, exact: true }).first();
  const found = (await menuLink.isVisible()) && (await menuLink.getAttribute("href")) === to;
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  return found;
}

for (const width of [375, 768, 1024, 1100, 1279, 1280, 1400, 1535, 1536, 1920]) {
  test(`every page of the main menu is reachable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contatti");
    // Hydrated: the side menu is then the dialog's button, no longer the page's <details>.
    await expect(page.locator('nav[aria-label="Navigazione principale"] details')).toHaveCount(0);
    // The bar's entries as the back office set them (decision 058), shown or not at this width.
    const entries = await page
      .locator('nav[aria-label="Navigazione principale"] ul a')
      .evaluateAll((links) =>
        links.map((link) => ({ to: link.getAttribute("href")!, label: link.textContent!.trim() })),
      );
    expect(entries.length).toBeGreaterThan(0);
    for (const item of entries) {
      expect(await reachable(page, item), `${item.label} at ${width} px`).toBe(true);
    }
  });
}
