import { expect, type Locator, type Page } from "@playwright/test";

/** The question a changed form asks before it is left (decision 025). */
export const QUESTION = "Modifiche non salvate: uscire senza salvare?";
export const question = (page: Page) => page.getByRole("alertdialog", { name: QUESTION });

/** Escape, the X and a click outside each ask; 'Continua a modificare' goes back to the form. */
export async function everyExitAsks(page: Page, dialog: Locator, field: Locator, typed: string) {
  await page.keyboard.press("Escape");
  await expect(question(page)).toBeVisible();
  await expect(question(page).getByRole("button", { name: "Continua a modificare" })).toBeFocused();
  await question(page).getByRole("button", { name: "Continua a modificare" }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(field).toHaveValue(typed);

  await dialog.getByRole("button", { name: "Chiudi", exact: true }).click();
  await expect(question(page)).toBeVisible();
  // Escape goes to the question once it holds the focus (before, it reaches the form's dialog).
  await expect(question(page).getByRole("button", { name: "Continua a modificare" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(question(page)).toHaveCount(0);
  await expect(dialog).toBeVisible();

  // Radix re-arms the dialog's outside-click listener one task after the question on top of it
  // has closed; a click in between is not seen at all (the dialog stays open, nothing is lost).
  // A user is never that quick, a loaded test machine can be: the click is repeated until seen.
  await expect(async () => {
    await page.mouse.click(8, 8);
    await expect(question(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
