import type { Database } from "#db/client";
import { routeMetaTable } from "#app/lib/route-meta-table";
import type { MenuPage } from "./navigation.schema";

/**
 * The pages a menu entry may lead to (decision 058): the public pages of the route table
 * (app/lib/route-meta-table.ts), without the duplicates whose canonical address is another page.
 * The one source of the back office's list and of the server's check; it takes the database so
 * that pages stored there (a later "pages" entity) can join the list.
 */
export async function menuTargetPages(_db: Database): Promise<MenuPage[]> {
  return Object.entries(routeMetaTable)
    .filter(([path, entry]) => (entry.canonicalPath ?? path) === path)
    .map(([path, entry]) => ({ path, title: path === "/" ? "Home" : entry.title }));
}
