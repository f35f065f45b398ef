import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "#kit/lib/zod";
import { pageInputSchema } from "#features/pages/page.schema";
import { sanitizeBlockHtml } from "#features/pages/blocks/prepare-blocks.server";

/**
 * The pages the site ships with (decision 057): db/seed/pages/*.json, one page a file, checked
 * by the page schema, and the data migration that installs them (`*_site_pages.sql`, written by
 * scripts/site-pages-migration.ts): inserted published, a path that holds a page left alone.
 */
export const sitePagesDir = path.resolve(import.meta.dirname, "pages");

const shippedPageSchema = pageInputSchema.safeExtend({ system: z.boolean().default(false) });

export type ShippedPage = z.output<typeof shippedPageSchema>;

export function shippedPages(dir = sitePagesDir): { file: string; page: ShippedPage }[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((file) => {
      const parsed = shippedPageSchema.safeParse(
        JSON.parse(readFileSync(path.join(dir, file), "utf8")),
      );
      if (!parsed.success)
        throw new Error(`db/seed/pages/${file}: ${z.prettifyError(parsed.error)}`);
      return { file, page: parsed.data };
    });
}

/** A dollar-quoted literal: the JSON is written as it is, quotes and backslashes included. */
function literal(text: string): string {
  if (text.includes("$page$")) throw new Error("page content holds the quote tag $page$");
  return `$page$${text}$page$`;
}

/** The SQL of the data migration for `pages`. */
export function sitePagesMigrationSql(pages = shippedPages().map(({ page }) => page)): string {
  const statements = pages.map(({ path: pagePath, system, title, seo, blocks }) => {
    const content = literal(JSON.stringify({ title, seo, blocks: sanitizeBlockHtml(blocks) }));
    return (
      `INSERT INTO "pages" ("path", "title", "draft", "live", "published_at", "system") VALUES ` +
      `(${literal(pagePath)}, ${literal(title)}, ${content}::jsonb, ${content}::jsonb, now(), ${system}) ` +
      `ON CONFLICT ("path") DO NOTHING;`
    );
  });
  return (
    "-- The pages the site ships with (scripts/site-pages-migration.ts, decision 057).\n" +
    statements.join("\n--> statement-breakpoint\n") +
    "\n"
  );
}
