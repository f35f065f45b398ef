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

/** Whether two boxes share any area. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a toast raised over a dialog is announced and covers neither its close button nor a heading", async ({
  page,
}) => {
  await signIn(page, MARIO);
  // The ticket is refused by the server, so nothing is written and the dialog stays open.
  await page.route("**/api/customer/tickets", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 500,
          json: { message: "Servizio momentaneamente non disponibile" },
        })
      : route.fallback(),
  );

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 667 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/customer/dashboard?sezione=supporto");
    const dialog = page.getByRole("dialog", { name: "Apri un ticket di assistenza" });
    // First the toast viewport loads while the dialog is open, then it is there before it opens.
    for (const round of [1, 2]) {
      await page.getByRole("button", { name: "Nuovo ticket" }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("textbox", { name: "Titolo" }).fill(`Connessione assente ${round}`);
      await dialog
        .getByRole("textbox", { name: "Descrizione" })
        .fill("Da stamattina l'ufficio non naviga.");
      await dialog.getByRole("button", { name: "Invia ticket" }).click();
      // Found by role: so it is in the accessibility tree, not under aria-hidden.
      const toast = page
        .getByRole("region", { name: "Notifiche (F8)" })
        .getByRole("listitem")
        .filter({ hasText: "Errore nell'invio del ticket" });
      await expect(toast).toBeVisible();
      expect(
        await toast.evaluate((node) => node.closest("[aria-hidden='true'], [inert]") === null),
      ).toBe(true);
      const box = (await toast.boundingBox())!;
      const close = (await dialog
        .getByRole("button", { name: "Chiudi", exact: true })
        .boundingBox())!;
      const title = (await dialog.getByRole("heading", { level: 2 }).boundingBox())!;
      expect(overlaps(box, close), `${viewport.width}px: toast over the close button`).toBe(false);
      expect(overlaps(box, title), `${viewport.width}px: toast over the dialog title`).toBe(false);
      const heading = await page.locator("h1").first().boundingBox();
      if (heading) expect(overlaps(box, heading), "toast over the page heading").toBe(false);
      await expect(dialog).toBeVisible();
      await toast.getByRole("button", { name: "Chiudi notifica" }).click();
      await expect(toast).toHaveCount(0);
      // Annulla leaves without the question (it is the person's own choice; the draft stays).
      await dialog.getByRole("button", { name: "Annulla" }).click();
      await expect(dialog).toHaveCount(0);
    }
  }
});
