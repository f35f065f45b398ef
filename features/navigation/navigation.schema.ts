import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import { requiredLine, tooLong } from "../shared/text-fields";
import { isExternalLink, isSitePath } from "../shared/site-links";
import { menuIds, menuLimits, menuWidths, targetKinds } from "./menu-values";
import { menuSeparator } from "./site-menus";

/**
 * A menu entry (decision 058): the schema shared by the back office's dialog and POST/PUT
 * /api/admin/menus. Browser-safe. A page target must also be one of the site's pages, which
 * the server checks (`menuTargetPages`).
 */
export const menuMessages = {
  menu: "Scegli un menu valido",
  label: "Etichetta: campo obbligatorio",
  targetKind: "Scegli se la voce porta a una pagina del sito o a un indirizzo esterno",
  page: "Scegli una pagina del sito dall'elenco",
  url: "Indirizzo non valido: deve iniziare con https://, http://, mailto: o tel:",
  showFrom: "Scegli da quale larghezza dello schermo mostrare la voce",
  notFound: "Voce di menu non trovata",
  full: `Il menu ha già ${menuLimits.entries} voci: eliminane una prima di aggiungerne un'altra.`,
  first: "La voce è già la prima del menu.",
  last: "La voce è già l'ultima del menu.",
  separator: `Il carattere ${menuSeparator} non è ammesso`,
} as const;

export const menuEntrySchema = z
  .object({
    menu: z.enum(menuIds, { error: menuMessages.menu }),
    label: requiredLine(
      1,
      menuLimits.label,
      menuMessages.label,
      tooLong("Etichetta", menuLimits.label),
    ).refine((label) => !label.includes(menuSeparator), `Etichetta: ${menuMessages.separator}`),
    targetKind: z.enum(targetKinds, { error: menuMessages.targetKind }),
    target: z
      .string({ error: menuMessages.page })
      .trim()
      .max(menuLimits.target, tooLong("Destinazione", menuLimits.target)),
    showFrom: z.enum(menuWidths, { error: menuMessages.showFrom }).default("lg"),
  })
  .superRefine((entry, context) => {
    const page = entry.targetKind === "page";
    const valid = page ? isSitePath(entry.target) : isExternalLink(entry.target);
    if (valid && !entry.target.includes(menuSeparator)) return;
    context.addIssue({
      code: "custom",
      path: ["target"],
      message: page ? menuMessages.page : menuMessages.url,
    });
  });

/** What the dialog edits and the API receives. */
export type MenuEntryPayload = z.input<typeof menuEntrySchema>;
/** What the server stores (the kind is read from the target again: `targetKindOf`). */
export type MenuEntryInput = z.output<typeof menuEntrySchema>;

/** An entry as the API answers it. */
export const menuEntryRecordSchema = storedRecord({
  menu: z.enum(menuIds),
  label: z.string(),
  target: z.string(),
  showFrom: z.enum(menuWidths),
  sortOrder: z.number().int(),
});
export type MenuEntryRecord = z.output<typeof menuEntryRecordSchema>;

/** A page an entry may lead to: its path and the title of its metadata. */
export const menuPageSchema = z.object({ path: z.string(), title: z.string() });
export type MenuPage = z.output<typeof menuPageSchema>;

/** GET /api/admin/menus: every menu with its entries in order, and the pages to choose from. */
export const adminMenusSchema = z.object({
  menus: z.array(z.object({ menu: z.enum(menuIds), entries: z.array(menuEntryRecordSchema) })),
  pages: z.array(menuPageSchema),
});
export type AdminMenus = z.output<typeof adminMenusSchema>;

/** POST /api/admin/menus/{id}/move: one place up or down in its menu. */
export const moveSchema = z.object({
  direction: z.enum(["up", "down"], { error: "Indica se spostare la voce su o giù" }),
});
