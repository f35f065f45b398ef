import { labelledOptions } from "../shared/value-options";
import { menuIds, menuWidths, type MenuId, type MenuWidth } from "./menu-ids";

/**
 * The site's menus and the widths the navigation bar shows an entry from (decision 058), with
 * their Italian words: the one list the table's enums, the zod schema, the back office and the
 * public frame use. Browser-safe: no zod, no drizzle.
 */
export { menuIds, menuWidths, type MenuId, type MenuWidth } from "./menu-ids";

/** Each menu's name in the back office, where it shows on the site. */
export const menuLabels: Record<MenuId, string> = {
  navbar: "Barra di navigazione",
  "mobile-solutions": "Menu laterale: Soluzioni",
  "mobile-info": "Menu laterale: Informazioni",
  "footer-solutions": "Piè di pagina: colonna Soluzioni",
  "footer-company": "Piè di pagina: colonna Azienda",
  "footer-legal": "Piè di pagina: link legali",
};

/** What the back office says about each menu under its name. */
export const menuDescriptions: Record<MenuId, string> = {
  navbar:
    "Le voci in alto in ogni pagina. Nel menu laterale dei telefoni compaiono tutte, seguite da Area Clienti.",
  "mobile-solutions": "Il gruppo Soluzioni del menu laterale, sotto il menu principale.",
  "mobile-info": "Il gruppo Informazioni del menu laterale.",
  "footer-solutions": "La colonna Soluzioni del piè di pagina.",
  "footer-company": "La colonna Azienda del piè di pagina.",
  "footer-legal": "La riga in fondo al piè di pagina, prima di Preferenze cookie.",
};

export const menuOptions = labelledOptions(menuIds, menuLabels);

export const menuWidthLabels: Record<MenuWidth, string> = {
  lg: "Sempre",
  xl: "Da schermi larghi",
  "2xl": "Da schermi molto larghi",
};

export const menuWidthOptions = labelledOptions(menuWidths, menuWidthLabels);

/** A target is a page of the site chosen from a list, or an address typed by hand. */
export const targetKinds = ["page", "url"] as const;
export type TargetKind = (typeof targetKinds)[number];

export const targetKindLabels: Record<TargetKind, string> = {
  page: "Pagina del sito",
  url: "Indirizzo esterno",
};

export const targetKindOptions = labelledOptions(targetKinds, targetKindLabels);

/** A stored target's kind: a site path starts with "/", an external address never does. */
export const targetKindOf = (target: string): TargetKind =>
  target.startsWith("/") ? "page" : "url";

export const menuLimits = { label: 60, target: 500, entries: 20 } as const;
