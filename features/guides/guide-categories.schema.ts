import { z } from "#kit/lib/zod";
import { storedRecord } from "#features/shared/stored-record";
import { optionalText, requiredLine, tooLong } from "#features/shared/text-fields";
import { lenientSortOrder } from "#features/shared/catalog-fields";

/**
 * A category of the knowledge base (decision 065): the rules shared by the dialog and the admin
 * API, and what the API answers. Its address is made by the server from the name. Browser-safe.
 */
export const guideCategoryLimits = { name: 120, description: 500 } as const;

export const guideCategoryMessages = {
  notFound: "Categoria non trovata",
  name: "Nome: campo obbligatorio",
  inUse: (count: number) =>
    count === 1
      ? "La categoria contiene una guida: spostala in un'altra categoria o eliminala prima"
      : `La categoria contiene ${count} guide: spostale in un'altra categoria o eliminale prima`,
} as const;

export const guideCategorySchema = z.object({
  name: requiredLine(
    1,
    guideCategoryLimits.name,
    guideCategoryMessages.name,
    tooLong("Nome", guideCategoryLimits.name),
  ),
  description: optionalText(
    guideCategoryLimits.description,
    tooLong("Descrizione", guideCategoryLimits.description),
    { multiline: true },
  ),
  sortOrder: lenientSortOrder,
});

/** What the dialog edits and the API receives. */
export type GuideCategoryPayload = z.input<typeof guideCategorySchema>;
/** What the server stores. */
export type GuideCategoryInput = z.output<typeof guideCategorySchema>;

/** One category as the API answers it (JSON: dates as ISO text). */
export const guideCategoryRecordSchema = storedRecord({
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type GuideCategoryRecord = z.output<typeof guideCategoryRecordSchema>;
