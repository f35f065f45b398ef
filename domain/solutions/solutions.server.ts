import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { solutions } from "../../db/schema";

export type Solution = typeof solutions.$inferSelect;

export type SolutionQueryOptions = {
  /** Back office: drafts too. The public only ever sees published platforms. */
  includeDrafts?: boolean;
};

const visibility = ({ includeDrafts = false }: SolutionQueryOptions): SQL | undefined =>
  includeDrafts ? undefined : eq(solutions.published, true);

/** Platforms in display order: sortOrder, then name (id breaks ties so the order is stable). */
export function listSolutions(
  db: Database,
  options: SolutionQueryOptions = {},
): Promise<Solution[]> {
  return db
    .select()
    .from(solutions)
    .where(visibility(options))
    .orderBy(asc(solutions.sortOrder), asc(solutions.name), asc(solutions.id));
}

/** One platform by slug, or null when it does not exist or is a draft the caller may not see. */
export async function getSolutionBySlug(
  db: Database,
  slug: string,
  options: SolutionQueryOptions = {},
): Promise<Solution | null> {
  const [row] = await db
    .select()
    .from(solutions)
    .where(and(eq(solutions.slug, slug), visibility(options)))
    .limit(1);
  return row ?? null;
}
