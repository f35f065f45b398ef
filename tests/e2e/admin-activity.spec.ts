import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

type ApiPost = { id: number; title: string };

async function renamePost(page: Page, from: string, to: string) {
  await page.goto("/admin/dashboard?tab=blog");
  await expect(page.getByRole("heading", { level: 2, name: "Blog" })).toBeVisible();
  await page.getByRole("button", { name: `Modifica ${from}` }).click();
  const dialog = page.getByRole("dialog", { name: "Modifica articolo" });
  await dialog.getByRole("textbox", { name: "Titolo", exact: true }).fill(to);
  await dialog.getByRole("button", { name: "Salva modifiche" }).click();
  await expect(dialog).toBeHidden();
}

test("a blog post's new title shows in the Registro attività and in the post's Cronologia", async ({
  adminPage: page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(90_000);
  const posts = (await (await page.request.get("/api/blog")).json()) as ApiPost[];
  const original = posts[0]?.title;
  if (!original) throw new Error("the demo content has no published post");
  const renamed = `${original} (rivisto ${Date.now().toString(36)})`;
  await renamePost(page, original, renamed);

  try {
    // The tab: the entry in Italian, the title's old and new value, filters by section.
    await page.goto("/admin/dashboard?tab=activity&entity=blog");
    await expect(page.getByRole("heading", { level: 2, name: "Registro attività" })).toBeVisible();
    const entry = page.getByTestId("activity-entry").filter({ hasText: renamed }).first();
    await expect(entry).toContainText("Modifica – Articoli del blog");
    await expect(entry).toContainText(`Titolo: ${original} → ${renamed}`);
    await expect(entry).toContainText("admin");
    await expect(page.getByRole("combobox", { name: "Sezione" })).toHaveValue("blog");
    await expectNoAxeViolations(page);
    // No entry can be edited or deleted from the panel.
    await expect(entry.getByRole("button")).toHaveCount(0);

    // The post's dialog: its own history, collapsed until opened.
    await page.goto("/admin/dashboard?tab=blog");
    await page.getByRole("button", { name: `Modifica ${renamed}` }).click();
    const dialog = page.getByRole("dialog", { name: "Modifica articolo" });
    const history = dialog.getByTestId("entity-history");
    await expect(history.getByTestId("activity-entry")).toBeHidden();
    await history.getByText("Cronologia").click();
    await expect(history.getByTestId("activity-entry").first()).toContainText(
      `Titolo: ${original} → ${renamed}`,
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Annulla", exact: true }).click();
    await expect(dialog).toBeHidden();
  } finally {
    // Shared demo content: the title goes back for the other specs.
    await renamePost(page, renamed, original);
  }
});
