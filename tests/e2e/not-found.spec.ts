import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with the not-found page and links onward", async ({ page }) => {
  const response = await page.goto("/questa-pagina-non-esiste");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Pagine principali" });
  for (const [name, href] of [
    ["Home", "/"],
    ["Servizi", "/servizi"],
    ["Portfolio", "/portfolio"],
    ["Contatti", "/contatti"],
  ]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});
