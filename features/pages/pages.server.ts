import { and, asc, eq, getTableColumns, gt, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteById, insertRow, updateById } from "#db/rows";
import { isUniqueViolation } from "#db/database-error";
import { ownColumns, tableList, tablePage } from "#db/list-query";
import { listQuery } from "#server/http/list-query";
import { z } from "#kit/lib/zod";
import { isoOf, parseDateTime } from "#kit/lib/dates";
import { DomainError } from "../shared/domain-error";
import { pages } from "./pages.table";
import {
  untouchedBlock,
  type PublicPage,
  type StoredBlock,
  type StoredPageContent,
} from "./page-content";
import { pageHeadFacts } from "./page-structured-data";
import { visibleColumns, visibleContent, type PageRow, type VisibleRow } from "./page-visibility";
import { pagePathMessages } from "./page-paths";
import { pageStatuses, type PageStatus } from "./page-statuses";
import type { PageInput } from "./page.schema";
import { publishBlockers } from "./page-checks";
import { blockDefinition } from "./blocks/block-catalog";
import {
  forgetRedirectsOf,
  recordPathChange,
  releasePath,
} from "../redirects/automatic-redirects.server";
import {
  prepareBlocks,
  sanitizeBlockHtml,
  type SkippedBlock,
} from "./blocks/prepare-blocks.server";

/**
 * Pages built from blocks (decision 057): what visitors see, the drafts the back office saves,
 * publication now or at a time. A scheduled content is shown from its time by the clock alone
 * (`visibleContent`); the next write of the page makes it the live one.
 */

export type { PageRow };
export { visibleContent };

/** The row with a due scheduled content made live (what every write starts from). */
function settled<Row extends VisibleRow>(row: Row, now: Date): Row {
  if (!row.scheduled || !row.scheduledAt || row.scheduledAt > now) return row;
  return {
    ...row,
    live: row.scheduled,
    publishedAt: row.scheduledAt,
    scheduled: null,
    scheduledAt: null,
  };
}

export function statusOf(row: PageRow, now: Date): PageStatus {
  const current = settled(row, now);
  if (current.scheduled) return "scheduled";
  return current.live ? "published" : "draft";
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How the back office sees a page. */
export function toAdminPage(row: PageRow, now = new Date()) {
  const current = settled(row, now);
  return {
    id: row.id,
    path: row.path,
    title: row.title,
    system: row.system,
    status: statusOf(row, now),
    /** The draft differs from what is (or will be) published. */
    unpublishedChanges: !same(row.draft, current.scheduled ?? current.live),
    draft: row.draft,
    scheduledAt: current.scheduledAt ? isoOf(current.scheduledAt) : null,
    publishedAt: current.publishedAt ? isoOf(current.publishedAt) : null,
    updatedAt: isoOf(row.updatedAt),
    updatedBy: row.updatedBy,
  };
}

export type AdminPage = ReturnType<typeof toAdminPage>;

// --- Public reads ------------------------------------------------------------------------

async function toPublicPage(
  db: Database,
  path: string,
  content: StoredPageContent,
  publishedAt: Date | null,
  skipped?: (block: SkippedBlock) => void,
): Promise<PublicPage> {
  const blocks = await prepareBlocks(db, content.blocks, skipped, path);
  return {
    path,
    title: content.title,
    seo: content.seo,
    blocks,
    head: pageHeadFacts(blocks),
    publishedAt: publishedAt ? isoOf(publishedAt) : null,
  };
}

/** The published page at `path` as visitors see it now, or null. */
export async function getPublicPage(
  db: Database,
  path: string,
  { now = new Date(), skipped }: { now?: Date; skipped?: (block: SkippedBlock) => void } = {},
): Promise<PublicPage | null> {
  const [row] = await db.select(visibleColumns).from(pages).where(eq(pages.path, path)).limit(1);
  const content = row && visibleContent(row, now);
  if (!row || !content) return null;
  return toPublicPage(db, row.path, content, settled(row, now).publishedAt, skipped);
}

/** The draft of a page drawn as it would be published (preview links, the editor). */
export async function getDraftPage(db: Database, id: number): Promise<PublicPage | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ? toPublicPage(db, row.path, row.draft, null) : null;
}

/** Unsaved content drawn as it would be published (the editor's live preview). */
export const previewContent = (db: Database, path: string, content: StoredPageContent) =>
  toPublicPage(db, path, content, null);

/** Paths and last changes of the pages visitors see now, for the sitemap (not `noindex`). */
export async function listPublicPages(db: Database, now: Date) {
  const rows = await db
    .select()
    .from(pages)
    .where(sql`${pages.live} is not null or (${pages.scheduledAt} <= ${now})`)
    .orderBy(asc(pages.path));
  return rows.flatMap((row) => {
    const content = visibleContent(row, now);
    if (!content || content.seo.noindex) return [];
    return [{ path: row.path, updatedAt: settled(row, now).publishedAt ?? row.updatedAt }];
  });
}

/** The next moment after `after` at which a scheduled page appears, or null. */
export async function nextScheduledPage(db: Database, after: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: pages.scheduledAt })
    .from(pages)
    .where(and(isNotNull(pages.scheduled), gt(pages.scheduledAt, after)))
    .orderBy(asc(pages.scheduledAt))
    .limit(1);
  return row?.at ?? null;
}

// --- Back office -----------------------------------------------------------------------------

const pageList = tableList({
  search: [pages.title, pages.path],
  columns: ownColumns(pages, ["title", "path", "updatedAt"]),
  defaults: [asc(pages.path), asc(pages.id)],
});

/** The Pagine list's query: search, order, page, and `?status=`. */
export const pageListQuery = listQuery(pageList, {
  status: z.enum(pageStatuses, { error: "Stato non valido" }).optional(),
});

function statusWhere(status: PageStatus | undefined, now: Date) {
  const due = sql`(${pages.scheduledAt} is not null and ${pages.scheduledAt} <= ${now})`;
  if (status === "scheduled") return and(isNotNull(pages.scheduledAt), gt(pages.scheduledAt, now));
  if (status === "published")
    return sql`(${pages.live} is not null or ${due}) and not (${pages.scheduledAt} is not null and ${pages.scheduledAt} > ${now})`;
  if (status === "draft") return sql`${pages.live} is null and ${pages.scheduledAt} is null`;
  return undefined;
}

export async function listPagePage(
  db: Database,
  params: z.output<typeof pageListQuery>,
  now = new Date(),
) {
  const page = await tablePage(
    db,
    pages,
    getTableColumns(pages),
    pageList,
    params,
    statusWhere(params.status, now),
  );
  return { ...page, items: page.items.map((row) => toAdminPage(row as PageRow, now)) };
}

async function readPage(db: Database, id: number): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
}

export async function getAdminPage(db: Database, id: number) {
  const row = await readPage(db, id);
  return row && toAdminPage(row);
}

/**
 * Content as stored: rich text sanitized, then each block checked again, so a required text
 * that held nothing but what the sanitizer removes (a lone script) is refused on its field
 * rather than stored empty and left out of the page when it is read. A block of the draft
 * `saved` sent back untouched stays as it was, even one a schema change left unparsable
 * (issue 24): the owner's other changes are saved, and the checklist asks for that block.
 */
function storedContent(input: PageInput, saved: readonly StoredBlock[] = []): StoredPageContent {
  const blocks = input.blocks.map((block, index) => {
    const untouched = untouchedBlock(block, saved);
    if (untouched) return untouched;
    const clean = sanitizeBlockHtml(block);
    const definition = blockDefinition(clean.type);
    if (!definition) {
      throw new DomainError("invalid", "Tipo di blocco sconosciuto", `blocks.${index}.type`);
    }
    const issue = definition.schema.safeParse(clean.data).error?.issues[0];
    if (issue) {
      throw new DomainError(
        "invalid",
        issue.message,
        ["blocks", index, "data", ...issue.path].join("."),
      );
    }
    return clean;
  });
  return { title: input.title, seo: input.seo, blocks };
}

/** A write that may take a path another page has: the unique index answers, in Italian. */
async function uniquePath<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("conflict", pagePathMessages.taken, "path");
    throw error;
  }
}

/** A new page: a draft, never visible until it is published. */
export async function createPage(db: Database, input: PageInput, by: string) {
  const row = await uniquePath(() =>
    insertRow(db, pages, {
      path: input.path,
      title: input.title,
      draft: storedContent(input),
      updatedBy: by,
    }),
  );
  return toAdminPage(row);
}

/** Saves the draft (what visitors see does not change); a system page keeps its path. */
export async function saveDraft(db: Database, id: number, input: PageInput, by: string) {
  const row = await readPage(db, id);
  if (!row) return null;
  if (row.system && input.path !== row.path) {
    throw new DomainError(
      "invalid",
      "L'indirizzo di questa pagina non si può cambiare: il sito la usa lì",
      "path",
    );
  }
  const now = new Date();
  const current = settled(row, now);
  const updated = await uniquePath(() =>
    db.transaction(async (tx) => {
      // A page visitors see keeps its old address as a redirect (decision 062).
      if (visibleContent(row, now) !== null) {
        await recordPathChange(tx, "page", id, row.path, input.path);
      }
      return updateById(tx, pages, id, {
        ...current,
        path: input.path,
        title: input.title,
        draft: storedContent(input, row.draft.blocks),
        updatedBy: by,
      });
    }),
  );
  return updated && toAdminPage(updated);
}

/**
 * Publishes the draft now, or from `at` (a later time; Rome time without an offset). A time in
 * the past publishes now.
 */
export async function publishPage(
  db: Database,
  id: number,
  at: string | null,
  by: string,
  now = new Date(),
) {
  const row = await readPage(db, id);
  if (!row) return null;
  const [blocker] = publishBlockers(row.draft.blocks);
  if (blocker) throw new DomainError("invalid", blocker.text);
  const when = at === null ? now : parseDateTime(at);
  if (!when) throw new DomainError("invalid", "Data di pubblicazione non valida", "at");
  const current = settled(row, now);
  const later = when > now;
  const updated = await db.transaction(async (tx) => {
    // Published (or due) at its path: no redirect takes its visitors elsewhere (decision 062).
    await releasePath(tx, row.path);
    return updateById(tx, pages, id, {
      ...current,
      live: later ? current.live : row.draft,
      publishedAt: later ? current.publishedAt : now,
      scheduled: later ? row.draft : null,
      scheduledAt: later ? when : null,
      updatedBy: by,
    });
  });
  return updated && toAdminPage(updated, now);
}

/** Withdraws the page from the site (and any scheduled publication); the draft stays. */
export async function unpublishPage(db: Database, id: number, by: string) {
  const row = await readPage(db, id);
  if (!row) return null;
  if (row.system) {
    throw new DomainError(
      "invalid",
      "Questa pagina serve al sito e non si può ritirare: modificala e pubblicala",
    );
  }
  const updated = await updateById(db, pages, id, {
    live: null,
    scheduled: null,
    scheduledAt: null,
    updatedBy: by,
  });
  return updated && toAdminPage(updated);
}

export async function deletePage(db: Database, id: number): Promise<boolean> {
  const row = await readPage(db, id);
  if (!row) return false;
  if (row.system)
    throw new DomainError("invalid", "Questa pagina serve al sito e non si può eliminare");
  return db.transaction(async (tx) => {
    await forgetRedirectsOf(tx, "page", id);
    return deleteById(tx, pages, id);
  });
}

/** Every page's path and title, for the pickers of links (menus, buttons). */
export function listPageTargets(db: Database) {
  return db
    .select({ id: pages.id, path: pages.path, title: pages.title })
    .from(pages)
    .orderBy(asc(pages.path));
}
