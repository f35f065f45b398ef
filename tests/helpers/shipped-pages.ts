import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The pages the site ships with (db/seed/pages/*.json, decision 057), read as the tests' source
 * of the words a built page shows. Node only (Vitest and Playwright specs).
 */
export type ShippedBlock = { id: string; type: string; data: Record<string, unknown> };
export type ShippedPage = {
  path: string;
  title: string;
  system?: boolean;
  seo: { title: string | null; type: string; noindex?: boolean };
  blocks: ShippedBlock[];
};

const dir = path.resolve(import.meta.dirname, "../../db/seed/pages");

export const shippedPageFiles = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .sort();

export const shippedPages: ShippedPage[] = shippedPageFiles.map(
  (name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as ShippedPage,
);

export function shippedPage(pagePath: string): ShippedPage {
  const page = shippedPages.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`no shipped page at ${pagePath}`);
  return page;
}

/** The data of the page's block with this id. */
export function blockData<T = Record<string, unknown>>(page: ShippedPage, id: string): T {
  const block = page.blocks.find((candidate) => candidate.id === id);
  if (!block) throw new Error(`${page.path} has no block ${id}`);
  return block.data as T;
}

/** A service page (/servizi/{slug}) as the specs read it, in the order of /servizi. */
export type ShippedService = {
  slug: string;
  name: string;
  title: string;
  faqs: { question: string; answer: string }[];
  listItems: string[];
  steps: string[];
};

export const shippedServices: ShippedService[] = shippedPages
  .filter((page) => /^\/servizi\/[^/]+$/.test(page.path))
  .map((page) => ({
    page,
    position: blockData<{ position: number }>(page, "summary").position,
  }))
  .sort((a, b) => a.position - b.position)
  .map(({ page }) => ({
    slug: page.path.split("/").at(-1)!,
    name: page.title,
    title: blockData<{ title: string }>(page, "hero").title,
    faqs: blockData<{ questions: ShippedService["faqs"] }>(page, "service-faq").questions,
    listItems: blockData<{ lists: { items: { name: string }[] }[] }>(
      page,
      "service-lists",
    ).lists.flatMap((list) => list.items.map((item) => item.name)),
    steps: blockData<{ steps: { title: string }[] }>(page, "service-method").steps.map(
      (step) => step.title,
    ),
  }));

/** The paths visitors open (the system page /404 answers 404 and is left out). */
export const shippedPagePaths = () =>
  shippedPages.filter((page) => !page.seo.noindex).map((page) => page.path);
