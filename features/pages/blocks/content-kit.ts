import { z } from "#kit/lib/zod";
import { isImageUrl } from "../../shared/site-links";
import { multiLineText, optionalText, tooLong } from "../../shared/text-fields";
import { editorMeta, itemList, line } from "./block-kit";

/**
 * Fields the company, portfolio and legal blocks share (decision 057), built on block-kit.ts.
 * Browser-safe.
 */

export const imageMessage =
  "L'immagine deve essere un file del sito (come /portfolio/foto.svg) o un indirizzo che inizia con https://";

/**
 * An image: a path of this site (an upload or a file of public/) or an https address, chosen in
 * the editor by upload or from the media library; its alternative text is the field `alt` beside
 * it.
 */
export const imagePath = (what: string) =>
  line(what, 500)
    .refine(isImageUrl, imageMessage)
    .meta(editorMeta({ editor: "image", alt: "alt" }));

/** An optional image or video file: blank becomes null. */
export const optionalFilePath = (what: string) =>
  optionalText(500, tooLong(what, 500)).refine(
    (value) => value === null || isImageUrl(value),
    imageMessage,
  );

/** A list of one-line texts (tags, points), each item `{ text }` so the editor can edit it. */
export const textItems = (what: string, max: number, length = 200) =>
  itemList(z.object({ text: line(what, length) }), what, max);

/** Rich text (sanitized on write and read), required. */
export const richText = (what: string, max = 20_000) =>
  multiLineText({ error: `${what}: campo obbligatorio` })
    .min(1, `${what}: campo obbligatorio`)
    .max(max, tooLong(what, max));

/** Optional rich text: blank becomes null. */
export const optionalRichText = (what: string, max = 20_000) =>
  optionalText(max, tooLong(what, max), { multiline: true });
