/**
 * The site's menus and the widths the bar shows an entry from, alone in a leaf module: the
 * public frame reads these lists in every page's JavaScript, without the back office's words
 * (menu-values.ts). Decision 058.
 */
export const menuIds = [
  "navbar",
  "mobile-solutions",
  "mobile-info",
  "footer-solutions",
  "footer-company",
  "footer-legal",
] as const;
export type MenuId = (typeof menuIds)[number];

/** From which screen width the bar shows an entry (Tailwind's lg, xl, 2xl: 1024, 1280, 1536 px). */
export const menuWidths = ["lg", "xl", "2xl"] as const;
export type MenuWidth = (typeof menuWidths)[number];
