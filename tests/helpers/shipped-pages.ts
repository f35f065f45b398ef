import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A page the site ships with (db/seed/pages/*.json, decision 057), as the e2e specs need it. */
export type ShippedPage = { path: string; system?: boolean; seo?: { noindex?: boolean } };

const dir = path.resolve(import.meta.dirname, "../../db/seed/pages");

/** Every shipped page, read from its JSON file. */
export function shippedPages(): ShippedPage[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ShippedPage);
}

/** The paths visitors open (the system page /404 answers 404 and is left out). */
export const shippedPagePaths = () =>
  shippedPages()
    .filter((page) => !page.seo?.noindex)
    .map((page) => page.path);
