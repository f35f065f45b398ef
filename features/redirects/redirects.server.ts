import { and, asc, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/client";
import { deleteById } from "#db/rows";
import { isUniqueViolation } from "#db/database-error";
import { tableList, tablePage } from "#db/list-query";
import { listQuery, optionalParam } from "#server/http/list-query";
import { z } from "#kit/lib/zod";
import { DomainError } from "../shared/domain-error";
import { knownPaths } from "../pages/known-paths.server";
import { menuTargetPages } from "../navigation/menu-pages.server";
import { listPublicPosts } from "../blog/blog.server";
import { listSolutions } from "../solutions/solutions.server";
import { notFoundHits, redirects } from "./redirects.table";
import type { RedirectInput, RedirectTarget } from "./redirect.schema";
import {
  NOT_FOUND_LOG_CAP,
  redirectMessages,
  SHADOWS_PAGE,
  shownPath,
  targetPathOf,
} from "./redirect-values";

/**
 * Redirects written by hand and the 404 log (decision 062): the back office's list, the rules a
 * save must pass, the page choices of the dialog, and the 404 log's list and purge.
 */

export type RedirectRow = typeof redirects.$inferSelect;

const r = redirects;
const redirectList = tableList({
  search: [r.fromPath, r.target],
  columns: {
    fromPath: r.fromPath,
    target: r.target,
    status: r.status,
    hits: r.hits,
    lastHitAt: r.lastHitAt,
    createdAt: r.createdAt,
  },
  defaults: [desc(r.createdAt), desc(r.id)],
});

/** GET /api/admin/redirects: search, order, 25 a page (decision 023). */
export const redirectListQuery = listQuery(redirectList);

export const listRedirectPage = (db: Database, params: z.output<typeof redirectListQuery>) =>
  tablePage(db, redirects, getTableColumns(redirects), redirectList, params);

/**
 * The pages a redirect may lead to: the site's pages (as the menus offer them), the public blog
 * posts and the published platforms, each with its title.
 */
export async function redirectTargets(db: Database): Promise<RedirectTarget[]> {
  const [pages, posts, platforms] = await Promise.all([
    menuTargetPages(db),
    listPublicPosts(db),
    listSolutions(db),
  ]);
  return [
    ...pages,
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, title: post.title })),
    ...platforms.map((platform) => ({
      path: `/piattaforme/${platform.slug}`,
      title: platform.name,
    })),
  ];
}

const lockRedirects = (tx: Transaction) =>
  tx.execute(sql`lock table ${redirects} in share row exclusive mode`);

/**
 * The rules of a save that need the database (the schema has checked the rest), under the
 * table's lock so that two saves cannot make a loop between them:
 * - a page target is one of the pages offered;
 * - no loop and no chain: the target is no redirected address, and no other redirect leads to
 *   this one's from-path;
 * - a published page, post or platform at the from-path is hidden only when `force` confirms it
 *   (409 with the code SHADOWS_PAGE, the question the form asks).
 */
async function checkRedirect(
  db: Database,
  tx: Transaction,
  input: RedirectInput,
  ownId: number | null,
) {
  const from = input.fromPath;
  const others = (condition: ReturnType<typeof eq>) =>
    tx
      .select({ fromPath: r.fromPath, target: r.target })
      .from(r)
      .where(ownId === null ? condition : and(condition, ne(r.id, ownId)))
      .limit(1);

  const [taken] = await others(eq(r.fromPath, from));
  if (taken) throw new DomainError("conflict", redirectMessages.taken, "fromPath");

  const targetPath = input.targetKind === "page" ? targetPathOf(input.target) : null;
  if (targetPath === from) throw new DomainError("invalid", redirectMessages.same, "target");
  if (targetPath !== null) {
    const [onward] = await others(eq(r.fromPath, targetPath));
    if (onward) {
      const loop = targetPathOf(onward.target) === from;
      throw new DomainError(
        "invalid",
        loop
          ? `Si creerebbe un ciclo: ${shownPath(targetPath)} porta già a ${shownPath(from)}. Scegli un'altra destinazione.`
          : `La destinazione ${shownPath(targetPath)} è a sua volta reindirizzata a ${shownPath(onward.target)}: scegli direttamente la destinazione finale, per non creare una catena.`,
        "target",
      );
    }
  }
  if (input.targetKind === "page") {
    const choices = await redirectTargets(db);
    if (!choices.some((choice) => choice.path === input.target)) {
      throw new DomainError("invalid", redirectMessages.page, "target");
    }
  }
  const [incoming] = await others(eq(r.target, from));
  if (incoming) {
    throw new DomainError(
      "invalid",
      `${shownPath(from)} è già la destinazione del reindirizzamento da ${shownPath(incoming.fromPath)}: cambia prima quello, per non creare una catena.`,
      "fromPath",
    );
  }

  if (!input.force) {
    const { live } = await knownPaths(db);
    if (live.includes(from)) {
      throw new DomainError(
        "conflict",
        `All'indirizzo ${shownPath(from)} c'è una pagina pubblicata: con il reindirizzamento i visitatori non la vedranno più.`,
        "fromPath",
        SHADOWS_PAGE,
      );
    }
  }
}

const stored = (input: RedirectInput) => ({
  fromPath: input.fromPath,
  target: input.target,
  status: input.status,
});

async function uniqueFrom<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError("conflict", redirectMessages.taken, "fromPath");
    }
    throw error;
  }
}

/** A redirect written by hand; its address leaves the 404 log. */
export function createRedirect(db: Database, input: RedirectInput, by: string | null) {
  return uniqueFrom(() =>
    db.transaction(async (tx) => {
      await lockRedirects(tx);
      await checkRedirect(db, tx, input, null);
      const [row] = await tx
        .insert(r)
        .values({ ...stored(input), source: "manual", createdBy: by })
        .returning();
      await tx.delete(notFoundHits).where(eq(notFoundHits.path, input.fromPath));
      return row!;
    }),
  );
}

/**
 * Replaces a redirect; null for an unknown id. One the site wrote (automatic) becomes the
 * owner's: it no longer follows its item.
 */
export function updateRedirect(db: Database, id: number, input: RedirectInput) {
  return uniqueFrom(() =>
    db.transaction(async (tx) => {
      await lockRedirects(tx);
      const [current] = await tx.select({ id: r.id }).from(r).where(eq(r.id, id));
      if (!current) return null;
      await checkRedirect(db, tx, input, id);
      const [row] = await tx
        .update(r)
        .set({ ...stored(input), source: "manual", entityType: null, entityId: null })
        .where(eq(r.id, id))
        .returning();
      await tx.delete(notFoundHits).where(eq(notFoundHits.path, input.fromPath));
      return row ?? null;
    }),
  );
}

export const deleteRedirect = (db: Database, id: number) => deleteById(db, redirects, id);

/** Every redirect as the lookup needs it (server/app.ts keeps them in memory). */
export function loadRedirectTable(db: Database) {
  return db.select({ id: r.id, fromPath: r.fromPath, target: r.target, status: r.status }).from(r);
}

/** One visit through redirect `id`: counted in the row, so no instance's count is lost. */
export async function countRedirectHit(db: Database, id: number): Promise<void> {
  await db
    .update(r)
    .set({ hits: sql`${r.hits} + 1`, lastHitAt: sql`now()`, updatedAt: sql`${r.updatedAt}` })
    .where(eq(r.id, id));
}

// The 404 log.

const n = notFoundHits;
const notFoundList = tableList({
  search: [n.path],
  columns: { path: n.path, hits: n.hits, lastAt: n.lastAt, firstAt: n.firstAt },
  defaults: [desc(n.hits), desc(n.lastAt), asc(n.id)],
});

/** GET /api/admin/redirects/not-found: `probes=1` shows the bots' and probes' paths too. */
export const notFoundListQuery = listQuery(notFoundList, {
  probes: optionalParam(z.enum(["1"], { error: "Filtro non valido" })),
});

export const listNotFoundPage = (db: Database, params: z.output<typeof notFoundListQuery>) =>
  tablePage(
    db,
    notFoundHits,
    getTableColumns(notFoundHits),
    notFoundList,
    params,
    params.probes ? undefined : eq(n.bot, false),
  );

/** Takes a path off the 404 log ("Ignora"); false when it was not there. */
export const deleteNotFound = (db: Database, id: number) => deleteById(db, notFoundHits, id);

/** One 404 of a public path: counted in its row (a bot's mark stays only while all are bots). */
export async function recordNotFound(
  db: Database,
  hit: { path: string; referrer: string | null; bot: boolean },
): Promise<void> {
  await db
    .insert(n)
    .values({ path: hit.path, lastReferrer: hit.referrer, bot: hit.bot })
    .onConflictDoUpdate({
      target: n.path,
      set: {
        hits: sql`${n.hits} + 1`,
        lastAt: sql`now()`,
        lastReferrer: sql`coalesce(excluded.last_referrer, ${n.lastReferrer})`,
        bot: sql`${n.bot} and excluded.bot`,
      },
    });
}

/**
 * Keeps the `keep` paths asked for most recently; the number deleted. One statement: instances
 * purging at once delete the same rows, so none needs a lock (a transaction holding a lock on
 * every turn kept the process's other jobs from noticing a database outage).
 */
export async function purgeNotFound(db: Database, keep = NOT_FOUND_LOG_CAP): Promise<number> {
  const old = db.select({ id: n.id }).from(n).orderBy(desc(n.lastAt), desc(n.id)).offset(keep);
  const deleted = await db
    .delete(n)
    .where(sql`${n.id} in (${old})`)
    .returning({ id: n.id });
  return deleted.length;
}
