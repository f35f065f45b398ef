import { z } from "#kit/lib/zod";
import { optionalText, requiredLine, singleLineText, tooLong } from "../shared/text-fields";
import { isImageUrl } from "../shared/site-links";
import { blockDefinition } from "./blocks/block-catalog";
import { pageTypes, type StoredBlock } from "./page-content";
import { normalizePagePath, pagePathProblem } from "./page-paths";

/**
 * The rules of a page (decision 057), shared by the editor, the API and the OpenAPI document.
 * Browser-safe. Each block's data is checked by its type's schema; an issue's path points at
 * the field (`blocks.2.data.questions.0.answer`).
 */
export const pageLimits = { title: 255, seoTitle: 60, seoDescription: 160, blocks: 80 } as const;

/** Limits the editor warns about and the server still stores up to the wider ones. */
const stored = { seoTitle: 120, seoDescription: 320, keyword: 60, keywords: 20 } as const;

export const pagePathSchema = singleLineText({ error: "Indirizzo della pagina richiesto" })
  .transform(normalizePagePath)
  .superRefine((path, context) => {
    const problem = pagePathProblem(path);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const pageSeoSchema = z.object({
  title: optionalText(stored.seoTitle, tooLong("Titolo per i motori di ricerca", stored.seoTitle)),
  description: optionalText(
    stored.seoDescription,
    tooLong("Descrizione per i motori di ricerca", stored.seoDescription),
    { multiline: true },
  ),
  keywords: z
    .array(singleLineText().max(stored.keyword, tooLong("Parola chiave", stored.keyword)))
    .max(stored.keywords, `Al massimo ${stored.keywords} parole chiave`)
    .default([])
    .transform((words) => words.filter((word) => word !== "")),
  image: optionalText(500, tooLong("Immagine di condivisione", 500)).refine(
    (value) => value === null || isImageUrl(value),
    "Immagine di condivisione non valida",
  ),
  type: z.enum(pageTypes).default("WebPage"),
  noindex: z.boolean().default(false),
});

const blockIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, "Identificativo del blocco non valido");

const storedBlockSchema = z.object({
  id: blockIdSchema,
  type: z.string().max(40),
  data: z.unknown(),
});

/**
 * Which block that does not parse may still be saved as it is: a block of the saved draft that
 * a schema change left behind (issue 24), sent back untouched. The editor knows the draft it
 * loaded; the API's route lets every such block through and the write compares it with the
 * draft stored (pages.server.ts).
 */
export type KeepUnparsed = (block: StoredBlock) => boolean;

/** The blocks as sent: each known type's data parsed by its schema, ids unique. */
const blocksSchema = (keepUnparsed: KeepUnparsed) =>
  z
    .array(storedBlockSchema)
    .max(pageLimits.blocks, `Una pagina può avere al massimo ${pageLimits.blocks} blocchi`)
    .transform((blocks, context): StoredBlock[] => {
      const seen = new Set<string>();
      return blocks.map((block, index) => {
        if (seen.has(block.id)) {
          context.addIssue({
            code: "custom",
            message: "Due blocchi hanno lo stesso identificativo",
            path: [index, "id"],
          });
        }
        seen.add(block.id);
        const parsed = blockDefinition(block.type)?.schema.safeParse(block.data ?? {});
        if (parsed?.success) return { id: block.id, type: block.type, data: parsed.data };
        if (keepUnparsed(block)) return block;
        if (!parsed) {
          context.addIssue({
            code: "custom",
            message: "Tipo di blocco sconosciuto",
            path: [index, "type"],
          });
          return block;
        }
        for (const issue of parsed.error.issues) {
          context.addIssue({
            code: "custom",
            message: issue.message,
            path: [index, "data", ...issue.path],
          });
        }
        return block;
      });
    });

export const pageBlocksSchema = blocksSchema(() => false);

const contentFields = (keepUnparsed: KeepUnparsed) => ({
  title: requiredLine(
    1,
    pageLimits.title,
    "Titolo della pagina richiesto",
    tooLong("Titolo", pageLimits.title),
  ),
  seo: pageSeoSchema.prefault({}),
  blocks: blocksSchema(keepUnparsed),
});

export const pageContentSchema = z.object(contentFields(() => false));

/**
 * A new page, or a draft saved: where it lives and its content (blocks bound to one page there
 * only); `keepUnparsed` names the blocks that may stay as they are (none for a new page).
 */
export const pageInputSchemaKeeping = (keepUnparsed: KeepUnparsed) =>
  z
    .object({ ...contentFields(keepUnparsed), path: pagePathSchema })
    .superRefine((page, context) => {
      page.blocks.forEach((block, index) => {
        const onlyAt = blockDefinition(block.type)?.onlyAt;
        if (onlyAt && onlyAt !== page.path) {
          context.addIssue({
            code: "custom",
            message: `Questo blocco può stare solo nella pagina ${onlyAt}`,
            path: ["blocks", index, "type"],
          });
        }
      });
    });

export const pageInputSchema = pageInputSchemaKeeping(() => false);

export type PageInput = z.output<typeof pageInputSchema>;

/** Publish now (no date) or at a later time (a date-time, Rome time when it has no offset). */
export const publishPageSchema = z.object({
  at: singleLineText({ error: "Data di pubblicazione non valida" })
    .nullish()
    .transform((value) => value || null),
});
