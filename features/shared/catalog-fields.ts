import { z } from "#kit/lib/zod";
import { isImageUrl, isWebAddress } from "../shared/site-links";
import { isSingleLineText, optionalText, textMessages } from "../shared/text-fields";

/**
 * Field rules shared by the client, certified partner and solution schemas
 * (../shared/spec/back-office.md §3, §5, §9). Browser-safe: the admin dialogs and the API use the
 * same rules.
 */

/** Stored URL columns are varchar(500), names varchar(255). */
export const catalogLimits = {
  name: 255,
  url: 500,
  text: 5000,
  listItems: 30,
  listItem: 255,
} as const;

/** Postgres integer: larger sort orders would fail in the database instead of validating. */
export const maxSortOrder = 2_147_483_647;

export const catalogMessages = {
  nameTooLong: `Il nome può contenere al massimo ${catalogLimits.name} caratteri`,
  urlTooLong: `L'indirizzo può contenere al massimo ${catalogLimits.url} caratteri`,
  website: "Inserisci un indirizzo web valido che inizi con http:// o https://",
  image: "Immagine non valida: carica un file o indica un indirizzo https://",
  sortOrder: "L'ordine deve essere un numero intero maggiore o uguale a 0",
  tooManyItems: (what: string) => `${what}: al massimo ${catalogLimits.listItems} voci`,
  itemTooLong: (what: string) =>
    `${what}: ogni voce può avere al massimo ${catalogLimits.listItem} caratteri`,
} as const;

/** http(s) address with a host and no spaces (never "//host" or a backslash in the host). */
export const isWebsiteUrl = (value: string) => isWebAddress(value);

/** An uploaded image (/uploads/...) or any path of this site, or an https address. */
export { isImageUrl };

export const optionalWebsite = optionalText(catalogLimits.url, catalogMessages.urlTooLong).refine(
  (value) => value === null || isWebsiteUrl(value),
  catalogMessages.website,
);

export const optionalImage = optionalText(catalogLimits.url, catalogMessages.urlTooLong).refine(
  (value) => value === null || isImageUrl(value),
  catalogMessages.image,
);

/** "a, b,, c " -> ["a", "b", "c"]; a list is trimmed and emptied the same way. */
export function splitList(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === "string" ? value.split(",") : (value ?? []);
  return parts.map((item) => String(item).trim()).filter((item) => item !== "");
}

/** The comma-separated text a form shows for a stored list. */
export const joinList = (items: readonly string[] | null | undefined) => (items ?? []).join(", ");

/** A list given as comma-separated text or as an array, split and checked (one line per item). */
export function commaList(what: string, item: z.ZodString = z.string()) {
  return z
    .union([z.string(), z.array(z.string())], { error: `${what}: elenco non valido` })
    .nullish()
    .transform(splitList)
    .pipe(
      z
        .array(
          item
            .refine(isSingleLineText, textMessages.singleLine)
            .max(catalogLimits.listItem, catalogMessages.itemTooLong(what)),
        )
        .max(catalogLimits.listItems, catalogMessages.tooManyItems(what)),
    );
}

/** Booleans with a default; anything but true/false is refused. */
export const flagField = (fallback: boolean, what: string) =>
  z.boolean({ error: `Il valore di ${what} deve essere vero o falso` }).default(fallback);

/** A strict sort order: an integer from 0, default 0. */
export const strictSortOrder = z
  .number({ error: catalogMessages.sortOrder })
  .int(catalogMessages.sortOrder)
  .min(0, catalogMessages.sortOrder)
  .max(maxSortOrder, catalogMessages.sortOrder)
  .default(0);

/**
 * A lenient sort order (client references: "parsed as integer, falling back to 0"): numbers
 * and numeric text are read as integers (parseInt), anything unreadable becomes 0. Negative
 * or too large values are still refused.
 */
export const lenientSortOrder = z.preprocess(
  (value) => {
    const parsed =
      typeof value === "number"
        ? Math.trunc(value)
        : typeof value === "string"
          ? Number.parseInt(value.trim(), 10)
          : Number.NaN;
    return Number.isFinite(parsed) ? parsed : 0;
  },
  z.number().int().min(0, catalogMessages.sortOrder).max(maxSortOrder, catalogMessages.sortOrder),
);
