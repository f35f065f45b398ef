/**
 * Post slugs (../shared/spec/back-office.md §3 "Blog article (admin view)": slug derived from the
 * title on save). Browser-safe. Lowercase, accents removed, every run of other characters becomes
 * one hyphen.
 */
export const SLUG_FALLBACK = "articolo";
/** Leaves room for a "-N" suffix inside the 255 characters of the column. */
const SLUG_MAX = 200;

export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug || SLUG_FALLBACK;
}

/** `base`, or `base-2`, `base-3`... : the first one not in `taken`. */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
