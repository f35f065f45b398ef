import { z } from "#kit/lib/zod";
import { pageSeoSchema } from "./page.schema";
import { pageStatuses } from "./page-statuses";

/** The API's answers about pages (decision 057), for the OpenAPI document. */

/**
 * The SEO texts as stored and answered: `pageSeoSchema` itself, its limits and choices written
 * once. Its fields have defaults or accept nothing on the way in, but an answer always holds
 * each of them: the document says so (`required`, read by the OpenAPI generator).
 */
const seoView = pageSeoSchema.meta({ required: Object.keys(pageSeoSchema.shape) });

const blockView = z.object({ id: z.string(), type: z.string(), data: z.unknown() });

const contentView = z.object({ title: z.string(), seo: seoView, blocks: z.array(blockView) });

/** A page as visitors get it: its blocks ready to draw. */
export const publicPageView = z.object({
  path: z.string(),
  title: z.string(),
  seo: seoView,
  blocks: z.array(blockView),
  publishedAt: z.string().nullable(),
});

/** A page as the back office gets it. */
export const adminPageView = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  system: z.boolean(),
  status: z.enum(pageStatuses),
  unpublishedChanges: z.boolean(),
  draft: contentView,
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});

export const pageTargetView = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
});

/** The addresses the editor's link check knows (decision 059). */
export const knownPathsView = z.object({ live: z.array(z.string()), drafts: z.array(z.string()) });

/** A preview link of a draft: its address on the site and when it stops working. */
export const previewLinkView = z.object({ url: z.string(), expiresAt: z.string() });
