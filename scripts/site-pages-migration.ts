// Writes the data migration that installs the pages the site ships with (decision 057): every
// db/seed/pages/*.json file (one page: path, title, seo, blocks, and `system` for a page the
// code needs at its path), checked by the page schema, inserted published, a path that
// already holds a page left alone. A migration runs once per database: a new database gets the
// pages before the seed, an existing one at its next start, and a page the owner deletes later
// never comes back. Run after creating the migration file once:
//   npx drizzle-kit generate --custom --name site_pages
//   npx tsx scripts/site-pages-migration.ts
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "#kit/lib/zod";
import { pageInputSchema } from "#features/pages/page.schema";
import { sanitizeBlockHtml } from "#features/pages/blocks/prepare-blocks.server";

const root = path.resolve(import.meta.dirname, "..");
const sourceDir = path.join(root, "db/seed/pages");
const migrations = path.join(root, "db/migrations");

const target = readdirSync(migrations).findLast((name) => /^\d{4}_site_pages\.sql$/.test(name));
if (!target)
  throw new Error("No *_site_pages.sql migration: run drizzle-kit generate --custom first");

const shippedPage = pageInputSchema.extend({ system: z.boolean().default(false) });

/** A dollar-quoted literal: the JSON is written as it is, quotes and backslashes included. */
function literal(json: string): string {
  if (json.includes("$page$")) throw new Error("page content holds the quote tag $page$");
  return `$page$${json}$page$`;
}

const statements = readdirSync(sourceDir)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => {
    const parsed = shippedPage.safeParse(
      JSON.parse(readFileSync(path.join(sourceDir, name), "utf8")),
    );
    if (!parsed.success) throw new Error(`db/seed/pages/${name}: ${z.prettifyError(parsed.error)}`);
    const { path: pagePath, system, title, seo, blocks } = parsed.data;
    const content = literal(JSON.stringify({ title, seo, blocks: sanitizeBlockHtml(blocks) }));
    return (
      `INSERT INTO "pages" ("path", "title", "draft", "live", "published_at", "system") VALUES ` +
      `(${literal(pagePath)}, ${literal(title)}, ${content}::jsonb, ${content}::jsonb, now(), ${system}) ` +
      `ON CONFLICT ("path") DO NOTHING;`
    );
  });

writeFileSync(
  path.join(migrations, target),
  `-- The pages the site ships with (scripts/site-pages-migration.ts, decision 057).\n` +
    statements.join("\n--> statement-breakpoint\n") +
    "\n",
);
console.log(`${target}: ${statements.length} pages`);
