import type { Locator } from "@playwright/test";

/** The labels a ticket form's Priorità select offers, its empty placeholder left out. */
export function offeredPriorities(form: Locator): Promise<(string | undefined)[]> {
  return form
    .getByLabel("Priorità")
    .locator("option")
    .evaluateAll((options) =>
      options.filter((o) => (o as HTMLOptionElement).value).map((o) => o.textContent?.trim()),
    );
}
