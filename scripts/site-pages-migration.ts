// Writes the data migration that installs the pages the site ships with (decision 057, db/seed/site-pages.ts)
// from db/seed/pages/*.json. A migration runs once per database: a new database gets the pages
// before the seed, an existing one at its next start, and a page the owner deletes later never
// comes back. Create the migration file once, then run this after each change of the files:
//   npx drizzle-kit generate --custom --name site_pages
//   npx tsx scripts/site-pages-migration.ts
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { shippedPages, sitePagesMigrationSql } from "#db/seed/site-pages";

const migrations = path.resolve(import.meta.dirname, "../db/migrations");
const target = readdirSync(migrations).findLast((name) => /^\d{4}_site_pages\.sql$/.test(name));
if (!target)
  throw new Error("No *_site_pages.sql migration: run drizzle-kit generate --custom first");

writeFileSync(path.join(migrations, target), sitePagesMigrationSql());
console.log(`${target}: ${shippedPages().length} pages`);
