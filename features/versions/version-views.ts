import { z } from "#kit/lib/zod";

/**
 * The answers of the versions' routes (decision 063), described in /api/openapi.json and read
 * by the panel's typed client.
 */
export const versionListItemView = z.object({
  number: z.number().int(),
  published: z.boolean(),
  /** What changed from the version before, in one line. */
  summary: z.string(),
  /** Who saved it; null for the content found before versions were kept. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** This version holds the content as it is now. */
  current: z.boolean(),
});

export const versionListView = z.object({ items: z.array(versionListItemView) });

export const versionView = versionListItemView.extend({
  content: z.record(z.string(), z.unknown()),
});

const diffPartView = z.object({
  change: z.enum(["same", "added", "removed"]),
  text: z.string(),
});

const fieldDiffView = z.object({
  field: z.string(),
  label: z.string(),
  parts: z.array(diffPartView),
});

export const versionDiffView = z.object({
  number: z.number().int(),
  fields: z.array(fieldDiffView),
  blocks: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      change: z.enum(["added", "removed", "changed", "moved"]),
      from: z.number().int().nullable(),
      to: z.number().int().nullable(),
      moved: z.boolean(),
      fields: z.array(fieldDiffView),
    }),
  ),
});

export type VersionListItem = z.output<typeof versionListItemView>;
export type VersionDiffAnswer = z.output<typeof versionDiffView>;
