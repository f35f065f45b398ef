import { z } from "#kit/lib/zod";
import { singleLineText } from "#features/shared/text-fields";
import { mediaUsageKinds } from "./media-values";

/**
 * The media library's schemas (decision 064), shared by the tab's form, the API and the OpenAPI
 * document.
 */

export const mediaLimits = { alt: 300, bulk: 100 } as const;

export const mediaMessages = {
  notFound: "Immagine non trovata",
  altTooLong: `Testo alternativo: massimo ${mediaLimits.alt} caratteri`,
  focal: "Il punto focale deve essere tra 0 e 100",
  noneChosen: "Nessuna immagine scelta",
  tooMany: `Si possono eliminare al massimo ${mediaLimits.bulk} immagini alla volta`,
  saved: "Immagine aggiornata",
} as const;

const percent = z
  .number({ error: mediaMessages.focal })
  .int(mediaMessages.focal)
  .min(0, mediaMessages.focal)
  .max(100, mediaMessages.focal);

/** PATCH /api/admin/media/{id}: the alternative text and the focal point. */
export const mediaChangeSchema = z.object({
  alt: singleLineText({ error: "Il testo alternativo deve essere un testo" }).max(
    mediaLimits.alt,
    mediaMessages.altTooLong,
  ),
  focalX: percent,
  focalY: percent,
});
export type MediaChangeInput = z.input<typeof mediaChangeSchema>;
export type MediaChange = z.output<typeof mediaChangeSchema>;

/** POST /api/admin/media/delete: the images chosen for a bulk delete. */
export const mediaDeleteSchema = z.object({
  ids: z
    .array(z.number({ error: mediaMessages.noneChosen }).int().positive(), {
      error: mediaMessages.noneChosen,
    })
    .min(1, mediaMessages.noneChosen)
    .max(mediaLimits.bulk, mediaMessages.tooMany),
});

export const mediaUsageSchema = z.object({
  kind: z.enum(mediaUsageKinds),
  name: z.string(),
  detail: z.string().nullable(),
});

/** One image of the library as the API answers it. */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  focalX: z.number().int(),
  focalY: z.number().int(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
  usedIn: mediaUsageSchema.array(),
});
export type MediaItem = z.output<typeof mediaItemSchema>;
