import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { attentionKeys, type AttentionCounts } from "#features/admin/attention";

/**
 * Needs attention (issue 11): the dashboard's 'Da seguire' counters link to the filtered lists,
 * the sidebar badges name what they count and refresh after an action that changes them.
 */
const counts = async (page: Page) =>
  (await (await page.request.get("/api/admin/dashboard/attention")).json()) as AttentionCounts;

test("the counters match the lists they open, by their URL filters", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  await page.goto("/admin/dashboard");
  const panel = page.getByTestId("attention-panel");
  await expect(panel.getByRole("heading", { name: "Da seguire" })).toBeVisible();
  const now = await counts(page);
  for (const key of attentionKeys)
    await expect(page.getByTestId(`attention-${key}`).getByTestId("count-value")).toHaveText(
      String(now[key]),
    );
  await expectNoAxeViolations(page, { include: "#admin-main" });

  const cases = [
    ["tickets", /tab=tickets&awaiting=1/, "Ticket", "tickets"],
    ["expiring", /tab=service-assignments&expiring=30/, "Assegnazione Servizi", "assignments"],
  ] as const;
  for (const [key, url, heading, list] of cases) {
    await page.goto("/admin/dashboard");
    await page.getByTestId(`attention-${key}`).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    const total = (await counts(page))[key];
    if (total > 0)
      await expect(page.getByTestId(`${list}-count`)).toHaveText(new RegExp(`di ${total}`));
    else await expect(page.getByText(/Nessun/).first()).toBeVisible();
  }

  await page.goto("/admin/dashboard");
  await page.getByTestId("attention-cancellations").click();
  await expect(page).toHaveURL(/tab=requests&kind=cancellation&status=pending/);
  await expect(
    page.getByRole("heading", { level: 3, name: "Richieste di disdetta" }),
  ).toBeVisible();
  await expect(page.getByLabel("Stato", { exact: true })).toHaveValue("pending");
});

test("a new message shows on the badge and the counter; reading it refreshes both", async ({
  adminPage: page,
  request,
}) => {
  const tag = `att${Date.now().toString(36)}`;
  const res = await request.post("/api/contact", {
    headers: { "X-Forwarded-For": "203.0.113.11" },
    data: {
      name: `Irene Attenzione ${tag}`,
      email: `irene.${tag}@example.it`,
      message: `Un messaggio da leggere per la prova dei contatori (${tag}).`,
    },
  });
  expect(res.status()).toBe(201);
  try {
    const before = (await counts(page)).contacts;
    expect(before).toBeGreaterThan(0);
    await page.goto("/admin/dashboard");
    const link = page.getByTestId("admin-tab-link-contacts");
    const word = (n: number) => (n === 1 ? "contatto non letto" : "contatti non letti");
    await expect(link).toHaveAccessibleName(
      new RegExp(`^Contatti\\s*, ${before} ${word(before)}$`),
    );

    await page.getByTestId("attention-contacts").click();
    await expect(page).toHaveURL(/tab=contacts&read=unread/);
    await expect(page.getByLabel("Stato", { exact: true })).toHaveValue("unread");
    await page.getByLabel("Cerca", { exact: true }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(page.getByTestId("contact-item")).toHaveCount(1);
    await page.getByRole("button", { name: `Irene Attenzione ${tag}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Segna come letto" }).click();
    await expect(dialog.getByText("Letto", { exact: true })).toBeVisible();

    // By keyboard: the toast may cover the close button for a few seconds. The dialog stays
    // open (its close button disabled) until the lists and counters are read again.
    const close = dialog.getByRole("button", { name: "Chiudi" });
    await expect(close).toBeEnabled();
    await close.press("Enter");
    await expect(dialog).toBeHidden();
    const after = before - 1;
    if (after > 0)
      await expect(link).toHaveAccessibleName(
        new RegExp(`^Contatti\\s*, ${after} ${word(after)}$`),
      );
    else await expect(link).toHaveAccessibleName("Contatti");
    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("attention-contacts").getByTestId("count-value")).toHaveText(
      String((await counts(page)).contacts),
    );
  } finally {
    const list = (await (await page.request.get(`/api/admin/contacts?q=${tag}`)).json()) as {
      items: { id: number }[];
    };
    for (const { id } of list.items) await page.request.delete(`/api/admin/contacts/${id}`);
  }
});
