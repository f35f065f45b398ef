import { menuIds, menuWidths, type MenuId, type MenuWidth } from "./menu-ids";

/**
 * The menus as every page receives them from the root loader (decision 058). They travel in the
 * HTML of every page, so they are one text per menu, in the order of `menuIds`: the label and
 * target of each entry (and for the bar the width it shows from) joined by `menuSeparator`,
 * which labels and targets may not hold. Identical menus are one text: the page's data keeps
 * each text once. Browser-safe; the frame reads them through `menuItems` and `barItems`.
 */
export type SiteMenus = string[];

export const menuSeparator = "|";

/** An entry of a menu: its text and where it leads (a site path or an external address). */
export type NavItem = { to: string; label: string };

/** An entry of the bar, with the smallest width at which the bar shows it. */
export type BarItem = NavItem & { from: MenuWidth };

/** One entry as stored, in its menu's order. */
type StoredEntry = { menu: MenuId; label: string; target: string; showFrom: MenuWidth };

/** The compact menus of entries read in their order. */
export function encodeMenus(entries: readonly StoredEntry[]): SiteMenus {
  return menuIds.map((menu) =>
    entries
      .filter((entry) => entry.menu === menu)
      .map((entry) =>
        (menu === "navbar"
          ? [entry.label, entry.target, entry.showFrom]
          : [entry.label, entry.target]
        ).join(menuSeparator),
      )
      .join(menuSeparator),
  );
}

const fieldsOf = (menus: SiteMenus | undefined, menu: MenuId) => {
  const text = menus?.[menuIds.indexOf(menu)];
  return text ? text.split(menuSeparator) : [];
};

/** The entries of a menu other than the bar (none while the root data is missing). */
export function menuItems(menus: SiteMenus | undefined, menu: Exclude<MenuId, "navbar">) {
  const fields = fieldsOf(menus, menu);
  const items: NavItem[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    items.push({ label: fields[i]!, to: fields[i + 1]! });
  }
  return items;
}

/** The entries of the navigation bar with the width each shows from. */
export function barItems(menus: SiteMenus | undefined) {
  const fields = fieldsOf(menus, "navbar");
  const items: BarItem[] = [];
  for (let i = 0; i + 2 < fields.length; i += 3) {
    const from = fields[i + 2] as MenuWidth;
    items.push({
      label: fields[i]!,
      to: fields[i + 1]!,
      from: menuWidths.includes(from) ? from : "lg",
    });
  }
  return items;
}
