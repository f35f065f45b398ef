import { eq } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "#db/client";
import { memoizedRead } from "#db/read-memo";
import { pages } from "./pages.table";
import type { StoredPageContent } from "./page-content";
import { prepareBlocks } from "./blocks/prepare-blocks.server";
import { notFoundPagePath, type NotFoundData } from "./blocks/not-found-defaults";

/**
 * The 404 answer of a page route (decision 057): the 'Pagina non trovata' block of the system
 * page /404, for the root error boundary to draw (its own words while the page cannot be read).
 * Thrown by a loader: `throw await notFoundPageAnswer(context.db)`.
 */
export async function notFoundPageAnswer(db: Database) {
  return data({ notFound: await notFoundBlock(db) }, { status: 404 });
}

/**
 * The block of the /404 page as published and, when a new content is scheduled, as it will be
 * from its time: both prepared once, so the clock alone picks between them (decision 057).
 */
type NotFoundTexts = {
  live: NotFoundData | null;
  scheduled: { at: number; block: NotFoundData | null } | null;
};

async function readNotFoundTexts(db: Database): Promise<NotFoundTexts> {
  const [row] = await db.select().from(pages).where(eq(pages.path, notFoundPagePath)).limit(1);
  const blockOf = async (content: StoredPageContent | null | undefined) => {
    if (!content) return null;
    const blocks = await prepareBlocks(db, content.blocks, undefined, notFoundPagePath);
    const block = blocks.find((item) => item.type === "not-found");
    return (block?.data as NotFoundData | undefined) ?? null;
  };
  return {
    live: await blockOf(row?.live),
    scheduled:
      row?.scheduled && row.scheduledAt
        ? { at: row.scheduledAt.getTime(), block: await blockOf(row.scheduled) }
        : null,
  };
}

/**
 * The data of the 404 page's block, or null while it cannot be read. Every unknown address
 * asks for it (bots try many), so it is read through the read memo like the site settings
 * (decision 061): once until the next admin write on any instance (publishing /404 is one) or
 * the memo's age limit; a scheduled content is picked by the clock, so it shows at its time.
 */
export async function notFoundBlock(db: Database, now = new Date()): Promise<NotFoundData | null> {
  const texts = await memoizedRead(db, "not-found-page", () => readNotFoundTexts(db)).catch(
    () => null,
  );
  if (!texts) return null;
  return texts.scheduled && texts.scheduled.at <= now.getTime()
    ? texts.scheduled.block
    : texts.live;
}
