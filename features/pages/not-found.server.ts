import { data } from "react-router";
import type { Database } from "#db/client";
import { getPublicPage } from "./pages.server";
import { notFoundPagePath, type NotFoundData } from "./blocks/not-found-defaults";

/**
 * The 404 answer of a page route (decision 057): the 'Pagina non trovata' block of the system
 * page /404, for the root error boundary to draw (its own words while the page cannot be read).
 * Thrown by a loader: `throw await notFoundAnswer(context.db)`.
 */
export async function notFoundAnswer(db: Database) {
  return data({ notFound: await notFoundBlock(db) }, { status: 404 });
}

/** The data of the 404 page's block, or null while it cannot be read. */
export async function notFoundBlock(db: Database): Promise<NotFoundData | null> {
  const page = await getPublicPage(db, notFoundPagePath).catch(() => null);
  const block = page?.blocks.find((item) => item.type === "not-found");
  return (block?.data as NotFoundData | undefined) ?? null;
}
