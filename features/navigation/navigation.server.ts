import { and, asc, count, eq, max } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteById, insertRow, updateById } from "#db/rows";
import { memoizedRead } from "#db/read-memo";
import { DomainError } from "../shared/domain-error";
import { menuIds, menuLimits, type MenuId } from "./menu-values";
import { menuEntries } from "./navigation.table";
import { menuMessages, type AdminMenus, type MenuEntryInput } from "./navigation.schema";
import { menuTargetPages } from "./menu-pages.server";
import { encodeMenus, type SiteMenus } from "./site-menus";

export type MenuEntry = typeof menuEntries.$inferSelect;

const m = menuEntries;
const inOrder = [asc(m.menu), asc(m.sortOrder), asc(m.id)] as const;

/**
 * The menus every page draws, compact (`SiteMenus`), kept between admin writes like the site
 * settings (db/read-memo.ts). Callers must not change the value.
 */
export function getSiteMenus(db: Database): Promise<SiteMenus> {
  return memoizedRead(db, "site-menus", async () =>
    encodeMenus(
      await db
        .select({ menu: m.menu, label: m.label, target: m.target, showFrom: m.showFrom })
        .from(m)
        .orderBy(...inOrder),
    ),
  );
}

/** GET /api/admin/menus: every menu with its entries in order, and the pages to choose from. */
export async function listAdminMenus(db: Database): Promise<AdminMenus> {
  const [entries, pages] = await Promise.all([
    db
      .select()
      .from(m)
      .orderBy(...inOrder),
    menuTargetPages(db),
  ]);
  return {
    menus: menuIds.map((menu) => ({
      menu,
      entries: entries
        .filter((entry) => entry.menu === menu)
        .map((entry) => ({
          ...entry,
          createdAt: entry.createdAt.toISOString(),
          updatedAt: entry.updatedAt.toISOString(),
        })),
    })),
    pages,
  };
}

/** A page target must be one of the site's pages; an external address was checked by the schema. */
async function checkTarget(db: Database, input: MenuEntryInput) {
  if (input.targetKind !== "page") return;
  const pages = await menuTargetPages(db);
  if (!pages.some((page) => page.path === input.target)) {
    throw new DomainError("invalid", menuMessages.page, "target");
  }
}

/** The place after the last entry of `menu`; refused when the menu is full. */
async function nextPlace(db: Database, menu: MenuId): Promise<number> {
  const [row] = await db
    .select({ entries: count(), last: max(m.sortOrder) })
    .from(m)
    .where(eq(m.menu, menu));
  if ((row?.entries ?? 0) >= menuLimits.entries) {
    throw new DomainError("invalid", menuMessages.full, "menu");
  }
  return (row?.last ?? 0) + 1;
}

/** The stored columns of an entry (the bar's width kept only for the bar). */
const columns = ({ menu, label, target, showFrom }: MenuEntryInput) => ({
  menu,
  label,
  target,
  showFrom: menu === "navbar" ? showFrom : ("lg" as const),
});

/** Adds an entry at the end of its menu. */
export async function createMenuEntry(db: Database, input: MenuEntryInput): Promise<MenuEntry> {
  await checkTarget(db, input);
  const sortOrder = await nextPlace(db, input.menu);
  return insertRow(db, m, { ...columns(input), sortOrder });
}

/** Replaces an entry's fields; moved to another menu, it goes at its end. Null for an unknown id. */
export async function updateMenuEntry(
  db: Database,
  id: number,
  input: MenuEntryInput,
): Promise<MenuEntry | null> {
  const [current] = await db.select({ menu: m.menu }).from(m).where(eq(m.id, id));
  if (!current) return null;
  await checkTarget(db, input);
  const place = current.menu === input.menu ? {} : { sortOrder: await nextPlace(db, input.menu) };
  return updateById(db, m, id, { ...columns(input), ...place });
}

/** Deletes an entry; false for an unknown id. */
export function deleteMenuEntry(db: Database, id: number): Promise<boolean> {
  return deleteById(db, m, id);
}

/**
 * Moves an entry one place up or down in its menu, numbering the menu's entries 1, 2, 3... in
 * their new order. Null for an unknown id; refused past either end.
 */
export async function moveMenuEntry(
  db: Database,
  id: number,
  direction: "up" | "down",
): Promise<MenuEntry | null> {
  const [entry] = await db.select().from(m).where(eq(m.id, id));
  if (!entry) return null;
  const siblings = await db
    .select({ id: m.id, sortOrder: m.sortOrder })
    .from(m)
    .where(eq(m.menu, entry.menu))
    .orderBy(asc(m.sortOrder), asc(m.id));
  const from = siblings.findIndex((sibling) => sibling.id === id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0) throw new DomainError("invalid", menuMessages.first);
  if (to >= siblings.length) throw new DomainError("invalid", menuMessages.last);
  const order = [...siblings];
  [order[from], order[to]] = [order[to]!, order[from]!];
  for (const [index, sibling] of order.entries()) {
    if (sibling.sortOrder === index + 1) continue;
    await db
      .update(m)
      .set({ sortOrder: index + 1 })
      .where(and(eq(m.id, sibling.id), eq(m.menu, entry.menu)));
  }
  const [moved] = await db.select().from(m).where(eq(m.id, id));
  return moved ?? null;
}
