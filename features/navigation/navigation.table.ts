import { index, pgEnum, pgTable, varchar } from "drizzle-orm/pg-core";
import { serialId, sortOrder, timestamps } from "#db/schema/columns";
import { menuIds, menuLimits, menuWidths } from "./menu-values";

export const menuEnum = pgEnum("menu_id", menuIds);

export const menuWidthEnum = pgEnum("menu_width", menuWidths);

/**
 * The entries of the site's menus (decision 058): which menu, the text, the target (a site path
 * or an external address), from which width the bar shows it (bar entries only), the order.
 */
export const menuEntries = pgTable(
  "menu_entries",
  {
    id: serialId(),
    menu: menuEnum("menu").notNull(),
    label: varchar("label", { length: menuLimits.label }).notNull(),
    target: varchar("target", { length: menuLimits.target }).notNull(),
    showFrom: menuWidthEnum("show_from").notNull().default("lg"),
    sortOrder: sortOrder(),
    ...timestamps,
  },
  (table) => [index("menu_entries_menu_order_idx").on(table.menu, table.sortOrder)],
);
