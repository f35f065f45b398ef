import { expect, test, type Page, type Response } from "@playwright/test";
import { MARIO, preparePage, signIn } from "./helpers/customer-portal";

/**
 * The form kit (decision 019): its parts compose classes with clsx, and `cn` (clsx +
 * tailwind-merge, about 8.5 KB gzipped) belongs to the back office and the customer area only.
 * tailwind-merge is recognised by a class group name of its map that survives minification.
 */
const TAILWIND_MERGE = '"scroll-my"';

/** Opens a page, lets it settle and returns the scripts it ran, with their text. */
async function scriptsOf(page: Page, open: () => Promise<void>) {
  const pending: Promise<{ url: string; text: string }>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(response.text().then((text) => ({ url: new URL(response.url()).pathname, text })));
  };
  page.on("response", collect);
  await open();
  await page.waitForLoadState("networkidle");
  page.off("response", collect);
  return Promise.all(pending);
}

const carriers = (scripts: { url: string; text: string }[]) =>
  scripts.filter((script) => script.text.includes(TAILWIND_MERGE)).map((script) => script.url);

test.beforeEach(async ({ page }) => {
  await preparePage(page);
});

test("the public forms and their dialogs run without tailwind-merge", async ({ page }) => {
  const scripts = [
    ...(await scriptsOf(page, async () => {
      await page.goto("/contatti");
      await page.getByRole("button", { name: "Richiedi un preventivo" }).click();
      await expect(
        page.getByRole("dialog", { name: "Richiedi un preventivo gratuito" }),
      ).toBeVisible();
    })),
    ...(await scriptsOf(page, async () => {
      await page.goto("/area-clienti");
      await page.getByRole("button", { name: "Apri Ticket" }).last().click();
      await expect(
        page.getByRole("dialog", { name: "Apri un ticket di assistenza" }),
      ).toBeVisible();
    })),
  ];
  for (const path of ["/analisi-sito-ai", "/webmail", "/customer/login"]) {
    scripts.push(...(await scriptsOf(page, async () => void (await page.goto(path)))));
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(carriers(scripts)).toEqual([]);
});

test("the customer dashboard runs it (the marker above is a real one)", async ({ page }) => {
  await signIn(page, MARIO);
  const scripts = await scriptsOf(page, async () => {
    await page.goto("/customer/dashboard");
    await expect(page.getByRole("navigation").first()).toBeVisible();
  });
  expect(carriers(scripts).length).toBeGreaterThan(0);
});
