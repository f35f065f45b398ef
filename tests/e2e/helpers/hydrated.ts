import { expect, type Page } from "@playwright/test";

/**
 * Waits until a public page runs (hydrated), while the cookie banner is shown. Before that, the
 * banner is a form that posts the choice (it works without JavaScript) and 'Personalizza' opens a
 * list of categories inside it; once the page runs, that list is gone and the buttons save in the
 * browser, and links navigate in place. A page whose blocks need their views first (the home
 * page: the latest posts and the offer) runs a round trip after its scripts.
 */
export async function untilHydrated(page: Page) {
  const banner = page.getByRole("region", { name: "Consenso ai cookie" });
  await expect(banner.getByRole("button", { name: "Accetta tutti" })).toBeVisible();
  await expect(banner.locator("details")).toHaveCount(0);
}
