import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import { dateRangeMessage, isParsedDateInRange } from "../shared/date-range";
import { isoOf, parseDateTime } from "#kit/lib/dates";
import { splitList } from "../shared/catalog-fields";
import { isImageUrl } from "../shared/site-links";
import {
  multiLineText,
  optionalText,
  singleLineText,
  tooLong,
  requiredLine,
} from "../shared/text-fields";
import { blogCategories } from "./blog-categories";
import { htmlToText } from "./blog-text";

/**
 * The blog article schema (../shared/spec/back-office.md §3, §5, §7), shared by the back-office
 * dialog (react-hook-form + zodResolver) and POST/PUT /api/admin/blog. Browser-safe. Tags may be
 * given as a list or as the comma-separated text of the form: they are split, trimmed and empties
 * dropped. publishedAt is any date the browser or a client can parse (a date-time without offset,
 * as the form's, is a time in Rome); empty means "now" on the server.
 */
export const blogLimits = {
  title: 255,
  excerpt: 1000,
  content: 200_000,
  imageUrl: 500,
  slug: 255,
  tags: 20,
  tag: 50,
} as const;

export const blogMessages = {
  title: "Titolo richiesto",
  content: "Contenuto richiesto",
  category: "Categoria non valida",
  imageUrl: "Immagine in evidenza non valida",
  date: "Data di pubblicazione non valida",
  dateRange: dateRangeMessage,
  tags: `Puoi indicare al massimo ${blogLimits.tags} tag`,
  tag: `Ogni tag può avere al massimo ${blogLimits.tag} caratteri`,
} as const;

/** True when stored HTML shows something: text or an image. */
export const hasVisibleContent = (html: string) =>
  htmlToText(html) !== "" || /<img\s[^>]*src=/i.test(html);

export const blogPostSchema = z.object({
  title: requiredLine(1, blogLimits.title, blogMessages.title, tooLong("Titolo", blogLimits.title)),
  content: multiLineText({ error: blogMessages.content }, { trim: false })
    .max(blogLimits.content, tooLong("Contenuto", blogLimits.content))
    .refine(hasVisibleContent, blogMessages.content),
  excerpt: optionalText(blogLimits.excerpt, tooLong("Estratto", blogLimits.excerpt), {
    multiline: true,
  }),
  category: z.enum(blogCategories, { error: blogMessages.category }).default("tecnologia"),
  imageUrl: optionalText(blogLimits.imageUrl, tooLong("Immagine", blogLimits.imageUrl)).refine(
    (value) => value === null || isImageUrl(value),
    blogMessages.imageUrl,
  ),
  published: z.boolean().default(false),
  tags: z
    .union([z.string(), z.array(z.string())])
    .nullish()
    .transform(splitList)
    .pipe(
      z
        .array(singleLineText().max(blogLimits.tag, blogMessages.tag))
        .max(blogLimits.tags, blogMessages.tags),
    ),
  slug: optionalText(blogLimits.slug, tooLong("Slug", blogLimits.slug)),
  publishedAt: singleLineText({ error: blogMessages.date })
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || !Number.isNaN(Date.parse(value)), blogMessages.date)
    .refine((value) => value === null || isParsedDateInRange(value), blogMessages.dateRange)
    .transform((value) => (value === null ? null : isoOf(parseDateTime(value) ?? value))),
});

/** What the dialog edits and the API receives. */
export type BlogPostPayload = z.input<typeof blogPostSchema>;
/** What the server stores (trimmed, tags split, blanks as null, publishedAt as ISO or null). */
export type BlogPostInput = z.output<typeof blogPostSchema>;

/** A post as the API answers it (JSON: dates as ISO strings; content sanitized). */
export const blogPostRecordSchema = storedRecord({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  author: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type BlogPostRecord = z.output<typeof blogPostRecordSchema>;
