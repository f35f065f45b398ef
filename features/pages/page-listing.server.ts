import { inArray, like } from "drizzle-orm";
import type { Database } from "#db/client";
import { pages } from "./pages.table";
import { visibleColumns, visibleContent, type VisibleRow } from "./page-visibility";
import type { StoredBlock } from "./page-content";
import { pageHeaderBlock } from "./blocks/page-header.block";
import { pageSummaryBlock } from "./blocks/page-summary.block";

/**
 * Pages read by other pages (decision 057): the pages listed under a path (the services under
 * /servizi) with the words their own blocks give (title, header icon and lead, summary block),
 * and the titles of pages linked by path. Only what visitors see now is read.
 */
export type PageListing = {
  path: string;
  title: string;
  /** The icon name of the page's header. */
  icon: string | null;
  summary: string | null;
  highlights: string[];
  position: number;
};

/** The data of the first block of `type` that its schema accepts, else null. */
function firstData<T>(
  blocks: readonly StoredBlock[],
  definition: {
    type: string;
    schema: { safeParse(data: unknown): { success: boolean; data?: T } };
  },
): T | null {
  const block = blocks.find((candidate) => candidate.type === definition.type);
  const parsed = block && definition.schema.safeParse(block.data);
  return parsed?.success ? (parsed.data ?? null) : null;
}

function listingOf(row: VisibleRow, now: Date): PageListing | null {
  const content = visibleContent(row, now);
  if (!content) return null;
  const header = firstData(content.blocks, pageHeaderBlock);
  const summary = firstData(content.blocks, pageSummaryBlock);
  return {
    path: row.path,
    title: content.title,
    icon: header?.icon ?? null,
    summary: summary?.summary ?? header?.lead ?? null,
    highlights: summary?.highlights.map((item) => item.text) ?? [],
    position: summary?.position ?? Number.MAX_SAFE_INTEGER,
  };
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;

/**
 * The pages visitors see now one segment below `prefix` ("/servizi" → "/servizi/e-commerce",
 * not "/servizi/e-commerce/prezzi"), by their summary's position, then title.
 */
export async function listPagesUnder(
  db: Database,
  prefix: string,
  now = new Date(),
): Promise<PageListing[]> {
  const base = prefix.replace(/\/+$/, "");
  const rows = await db
    .select(visibleColumns)
    .from(pages)
    .where(like(pages.path, likePrefix(base)));
  return rows
    .filter((row) => !row.path.slice(base.length + 1).includes("/"))
    .flatMap((row) => listingOf(row, now) ?? [])
    .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title, "it"));
}

/** The pages visitors see now among `paths`, in the order of `paths`; the others left out. */
export async function listPagesAt(
  db: Database,
  paths: readonly string[],
  now = new Date(),
): Promise<PageListing[]> {
  if (paths.length === 0) return [];
  const rows = await db
    .select(visibleColumns)
    .from(pages)
    .where(inArray(pages.path, [...new Set(paths)]));
  const byPath = new Map(rows.flatMap((row) => listingOf(row, now) ?? []).map((p) => [p.path, p]));
  return paths.flatMap((path) => byPath.get(path) ?? []);
}
