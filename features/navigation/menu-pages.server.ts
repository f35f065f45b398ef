import { listPageTargets } from "../pages/pages.server";
import type { Database } from "#db/client";
import { routeMetaTable } from "#features/seo/route-meta-table";
import type { MenuPage } from "./navigation.schema";

/**
 * The pages a menu entry may lead to (decision 058): the public pages of the route table
 * (features/seo/route-meta-table.ts), without the duplicates whose canonical address is another page.
 * and the pages built from blocks (decision 057), home first. The one source of the back
 * office's list and of the server's check.
 */
export async function menuTargetPages(db: Database): Promise<MenuPage[]> {
  const routes = Object.entries(routeMetaTable)
    .filter(([path, entry]) => (entry.canonicalPath ?? path) === path)
    .map(([path, entry]) => ({ path, title: path === "/" ? "Home" : entry.title }));
  const known = new Set(routes.map((page) => page.path));
  const built = (await listPageTargets(db))
    .filter((page) => !known.has(page.path))
    .map(({ path, title }) => ({ path, title }));
  return [...routes, ...built].sort((a, b) => (a.path === "/" ? -1 : b.path === "/" ? 1 : 0));
}
