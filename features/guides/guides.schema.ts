import { z } from "#kit/lib/zod";
import { storedRecord } from "#features/shared/stored-record";
import { multiLineText, requiredLine, tooLong } from "#features/shared/text-fields";
import { flagField, lenientSortOrder } from "#features/shared/catalog-fields";
import { hasVisibleContent } from "#features/blog/blog.schema";

/**
 * A guide of the knowledge base (decision 065): the rules shared by the back office's dialog and
 * the admin API, and what the API answers. The address is made by the server from the title.
 * Browser-safe.
 */
export const guideLimits = { title: 255, summary: 500, body: 200_000 } as const;

export const guideMessages = {
  notFound: "Guida non trovata",
  title: "Titolo: campo obbligatorio",
  summary: "Riassunto: campo obbligatorio",
  body: "Testo: campo obbligatorio",
  category: "Scegli una categoria",
  categoryGone: "La categoria scelta non esiste più: scegline un'altra",
} as const;

/** A category chosen in a select (its id as text) or sent as a number. */
const categoryId = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: guideMessages.category })
    .int(guideMessages.category)
    .positive(guideMessages.category)
    .max(2_147_483_647, guideMessages.category),
);

export const guideSchema = z.object({
  title: requiredLine(
    1,
    guideLimits.title,
    guideMessages.title,
    tooLong("Titolo", guideLimits.title),
  ),
  summary: multiLineText({ error: guideMessages.summary })
    .min(1, guideMessages.summary)
    .max(guideLimits.summary, tooLong("Riassunto", guideLimits.summary)),
  body: multiLineText({ error: guideMessages.body }, { trim: false })
    .max(guideLimits.body, tooLong("Testo", guideLimits.body))
    .refine(hasVisibleContent, guideMessages.body),
  categoryId,
  sortOrder: lenientSortOrder,
  published: flagField(false, "Pubblicata"),
});

/** What the dialog edits and the API receives. */
export type GuidePayload = z.input<typeof guideSchema>;
/** What the server stores. */
export type GuideInput = z.output<typeof guideSchema>;

/** One guide as the admin API answers it (JSON: dates as ISO text; body sanitized). */
export const guideRecordSchema = storedRecord({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  categoryId: z.number().int(),
  sortOrder: z.number().int(),
  published: z.boolean(),
});
export type GuideRecord = z.output<typeof guideRecordSchema>;

/** A published guide as the public API answers it, with its category's name and address. */
export const publicGuideSchema = guideRecordSchema
  .omit({ published: true, createdAt: true })
  .extend({ category: z.string(), categorySlug: z.string() });
export type PublicGuide = z.output<typeof publicGuideSchema>;

/** The suggestions of the ticket forms: a guide's title, address and summary. */
export const guideSuggestionSchema = z.object({
  title: z.string(),
  path: z.string(),
  summary: z.string(),
});
export type GuideSuggestion = z.output<typeof guideSuggestionSchema>;

export const guideSuggestQuerySchema = z.object({
  q: z.string().max(300, "Testo di ricerca troppo lungo").optional().default(""),
});
