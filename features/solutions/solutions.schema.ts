import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import { multiLineText, optionalText, singleLineText, tooLong } from "../shared/text-fields";
import {
  catalogLimits,
  catalogMessages,
  commaList,
  flagField,
  optionalImage,
  strictSortOrder,
} from "#features/shared/catalog-fields";
import { isStoredImagePath } from "../shared/stored-image";
import { gradientColors, solutionCategories } from "./solution-display";

/**
 * Solution / platform (../shared/spec/back-office.md §3, §5, §7): the schema shared by the admin
 * dialog and POST/PUT /api/admin/solutions, with the spec's messages. Browser-safe. The texts are
 * plain text (the public pages render them escaped, as paragraphs), never HTML.
 */
export const solutionMessages = {
  name: "Nome soluzione richiesto",
  slug: "Slug richiesto",
  slugFormat: "Slug deve contenere solo lettere minuscole, numeri e trattini",
  slugTaken: "Esiste già una piattaforma con questo slug: scegline un altro",
  shortDescription: "Descrizione breve richiesta",
  longDescription: "Descrizione completa richiesta",
  category: "Seleziona una categoria valida",
  gradientColor: "Seleziona un colore valido",
  useCase: "Ogni caso d'uso richiede un titolo e una descrizione",
  galleryImage: "Galleria: ogni voce deve essere un'immagine caricata",
  /** A slug that names none of the site's service pages (/servizi/{slug}). */
  unknownService: (slug: string) =>
    `Servizio correlato inesistente: ${slug.length > 60 ? `${slug.slice(0, 60)}…` : slug}`,
  notFound: "Soluzione non trovata",
} as const;

export const solutionLimits = { shortDescription: 1000, longDescription: 20000, useCases: 20 };

export const slugPattern = /^[a-z0-9-]+$/;

/**
 * The slug derived from a name while creating: lowercase, accents dropped, other
 * non-alphanumerics removed, spaces to hyphens, repeated hyphens collapsed.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

const useCaseSchema = z.object({
  title: singleLineText().max(catalogLimits.listItem, catalogMessages.itemTooLong("Casi d'uso")),
  description: multiLineText().max(catalogLimits.text, tooLong("Casi d'uso", catalogLimits.text)),
});

const useCases = z
  .array(useCaseSchema, { error: "Casi d'uso: elenco non valido" })
  .nullish()
  .transform((rows) => (rows ?? []).filter((row) => row.title !== "" || row.description !== ""))
  .pipe(
    z
      .array(
        useCaseSchema.refine((row) => row.title !== "" && row.description !== "", {
          message: solutionMessages.useCase,
        }),
      )
      .max(solutionLimits.useCases, `Casi d'uso: al massimo ${solutionLimits.useCases}`),
  );

/**
 * A list the dialog picks rather than types (gallery images, related services): an array of
 * items, at most 30, each once, in the order given.
 */
const pickedList = (what: string, item: z.ZodType<string, string>) =>
  z
    .array(item, { error: `${what}: elenco non valido` })
    .max(catalogLimits.listItems, catalogMessages.tooManyItems(what))
    .nullish()
    .transform((items) => [...new Set(items ?? [])]);

/** The form of a service's slug; whether a service page has it is checked by the server. */
const isServiceSlug = (value: string) => slugPattern.test(value) && value.length <= 100;

const requiredText = (
  min: number,
  max: number,
  message: string,
  what: string,
  text = singleLineText,
) => text({ error: message }).min(min, message).max(max, tooLong(what, max));

export const solutionSchema = z.object({
  name: requiredText(2, catalogLimits.name, solutionMessages.name, "Nome"),
  slug: singleLineText({ error: solutionMessages.slug })
    .min(2, solutionMessages.slug)
    .max(catalogLimits.name, tooLong("Slug", catalogLimits.name))
    .regex(slugPattern, solutionMessages.slugFormat),
  shortDescription: requiredText(
    10,
    solutionLimits.shortDescription,
    solutionMessages.shortDescription,
    "Descrizione breve",
    multiLineText,
  ),
  longDescription: requiredText(
    20,
    solutionLimits.longDescription,
    solutionMessages.longDescription,
    "Descrizione completa",
    multiLineText,
  ),
  heroImage: optionalImage,
  /** Images uploaded with the dialog's gallery picker, in the order the page shows them. */
  galleryImages: pickedList(
    "Galleria",
    z
      .string({ error: solutionMessages.galleryImage })
      .refine(isStoredImagePath, solutionMessages.galleryImage),
  ),
  features: commaList("Funzionalità"),
  technologies: commaList("Tecnologie"),
  useCases,
  /**
   * Slugs of the site's service pages (/servizi/{slug}), chosen in the dialog's list; the server
   * refuses one that names no published service page (related-services.server.ts).
   */
  relatedServices: pickedList(
    "Servizi correlati",
    z.string({ error: solutionMessages.unknownService("") }).refine(isServiceSlug, {
      error: (issue) => solutionMessages.unknownService(String(issue.input)),
    }),
  ),
  category: z.enum(solutionCategories, { error: solutionMessages.category }).default("software"),
  gradientColor: z.enum(gradientColors, { error: solutionMessages.gradientColor }).default("blue"),
  published: flagField(false, "Pubblicato"),
  featured: flagField(false, "In evidenza"),
  sortOrder: strictSortOrder,
  metaTitle: optionalText(catalogLimits.name, tooLong("Meta title", 255)),
  metaDescription: optionalText(1000, tooLong("Meta description", 1000), {
    multiline: true,
  }),
  metaKeywords: optionalText(1000, tooLong("Meta keywords", 1000)),
});

/**
 * What the dialog edits and the API receives (features and technologies as arrays or
 * comma-separated text; gallery and related services as arrays).
 */
export type SolutionPayload = z.input<typeof solutionSchema>;
/** What the server stores. */
export type SolutionInput = z.output<typeof solutionSchema>;

const textList = z.array(z.string());

/** A solution as the API answers it (JSON: dates as ISO text). */
export const solutionRecordSchema = storedRecord({
  name: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  heroImage: z.string().nullable(),
  galleryImages: textList,
  features: textList,
  technologies: textList,
  useCases: z.array(z.object({ title: z.string(), description: z.string() })),
  relatedServices: textList,
  category: z.enum(solutionCategories),
  gradientColor: z.enum(gradientColors),
  published: z.boolean(),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
});
export type SolutionRecord = z.output<typeof solutionRecordSchema>;
