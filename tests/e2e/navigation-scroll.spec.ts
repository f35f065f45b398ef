import { expect, test } from "@playwright/test";
import { untilHydrated } from "./helpers/hydrated";

/** Every scroll position the window takes from now on, in the page. */
const recordScroll = () => {
  const positions: number[] = [];
  (window as unknown as { positions: number[] }).positions = positions;
  window.addEventListener("scroll", () => positions.push(window.scrollY), { passive: true });
};

test("a link to another page opens it at its top at once, without animating up", async ({
  page,
}) => {
  await page.goto("/");
  // Once the page runs, links navigate in place.
  await untilHydrated(page);
  const footerLink = page.locator('footer a[href="/privacy"]');
  await footerLink.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  await page.evaluate(recordScroll);
  await footerLink.click();
  await page.waitForURL("**/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // At the top: an animated scroll would have recorded its steps on the way there.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const positions = await page.evaluate(
    () => (window as unknown as { positions: number[] }).positions,
  );
  // One jump to the top: no position between the old one and 0 on the way.
  expect(positions.filter((y) => y > 0 && y < before)).toEqual([]);
});

test("the legal notes' index still scrolls smoothly to its section", async ({ page }) => {
  await page.goto("/note-legali");
  await page.evaluate(recordScroll);
  await page.getByRole("link", { name: /^10\. / }).click();
  await expect(page).toHaveURL(/#sezione-10$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { positions: number[] }).positions))
    .not.toEqual([]);
  // The scroll has ended when two frames in a row see the same position, far down the page.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(y > 500 && window.scrollY === y)),
            );
          }),
      ),
    )
    .toBe(true);
  const positions = await page.evaluate(
    () => (window as unknown as { positions: number[] }).positions,
  );
  const last = positions.at(-1) ?? 0;
  expect(last).toBeGreaterThan(500);
  // Several steps on the way down.
  expect(positions.filter((y) => y > 0 && y < last).length).toBeGreaterThan(2);
});
