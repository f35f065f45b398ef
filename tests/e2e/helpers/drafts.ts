import type { Page } from "@playwright/test";

/** The localStorage keys of the form drafts the page keeps (decision 025). */
export const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("draft:")));
