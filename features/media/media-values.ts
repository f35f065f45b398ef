/**
 * The media library's value lists and words (issue 25, decision 064), browser-safe: read by the
 * schema, the table's filter, the tab and the picker.
 */

/** The formats an image is uploaded in, by its bytes; the `?type=` filter of the library. */
export const mediaTypes = ["jpeg", "png", "webp", "gif", "avif"] as const;
export type MediaType = (typeof mediaTypes)[number];
export const mediaTypeLabels: Record<MediaType, string> = {
  jpeg: "JPG",
  png: "PNG",
  webp: "WebP",
  gif: "GIF",
  avif: "AVIF",
};
export const mimeOf = (type: MediaType) => `image/${type}`;
export const typeLabelOfMime = (mime: string) =>
  mediaTypeLabels[mime.replace(/^image\//, "") as MediaType] ?? mime;

/** The `?alt=` filter: images without alternative text. */
export const altFilters = ["missing", "present"] as const;
export const altFilterLabels = {
  missing: "Senza testo alternativo",
  present: "Con testo alternativo",
} as const;
export const MISSING_ALT_BADGE = "Senza testo alternativo";

/** What may use an uploaded file (an image, or a software file): each place "where used" names. */
export const mediaUsageKinds = [
  "blog",
  "platform",
  "hero",
  "partner",
  "client",
  "page",
  "setting",
  "software",
] as const;
export type MediaUsageKind = (typeof mediaUsageKinds)[number];
export const mediaUsageLabels: Record<MediaUsageKind, string> = {
  blog: "Articolo",
  platform: "Piattaforma",
  hero: "Hero",
  partner: "Partner",
  client: "Referenza",
  page: "Pagina",
  setting: "Impostazione",
  software: "Software",
};
/** The admin tab that edits each kind of place (the links of "where used"). */
export const mediaUsageTabs: Record<MediaUsageKind, string> = {
  blog: "blog",
  platform: "solutions",
  hero: "hero",
  partner: "partners",
  client: "clients",
  page: "pages",
  setting: "settings",
  software: "software",
};

/** One place: 'Articolo "Titolo"', with its detail, e.g. 'Pagina "Chi siamo" (bozza, pubblicata)'. */
export type MediaUsage = { kind: MediaUsageKind; name: string; detail: string | null };

export const usageText = (usage: MediaUsage) =>
  `${mediaUsageLabels[usage.kind]} "${usage.name}"${usage.detail ? ` (${usage.detail})` : ""}`;

/** The focal point's default: the centre. */
export const CENTRE = 50;

/** The CSS object-position of a focal point, written by the server, never typed by the owner. */
export const objectPositionOf = (focal: { x: number; y: number } | null | undefined) =>
  focal ? `${focal.x}% ${focal.y}%` : undefined;

/**
 * What the library tells a public page about one of its images (decision 064): the CSS
 * object-position of a focal point off the centre, and the image's alternative text when it has
 * one. Either is left out when there is nothing to say.
 */
export type PublicImage = { position?: string; alt?: string };
/** The library's facts of a page's images, by URL (only the URLs with something to say). */
export type PublicImages = Record<string, PublicImage>;

/** The inline style of a cropped image (object-fit: cover) drawn around its focal point. */
export const focalStyle = (position: string | null | undefined) =>
  position ? { objectPosition: position } : undefined;

/** A size in bytes as people read it: "532 KB", "1,2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("it-IT", { maximumFractionDigits: 1 })} MB`;
}
