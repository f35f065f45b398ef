import { isSitePath, isWebAddress } from "../shared/site-links";
import { isSingleLineText } from "../shared/text-rules";

/**
 * The active hero as the public site receives it (GET /api/hero-variants/active and the home
 * loader): title and description already sanitized HTML, dates as ISO strings. Browser-safe.
 */
export type PublicHero = {
  id: number;
  name: string;
  season: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  ctaText: string | null;
  ctaUrl: string | null;
  backgroundColor: string | null;
  backgroundImage: string | null;
  /**
   * The background's CSS object-position from its focal point in the media library (decision
   * 064): only on the variant shown now, and only off the centre.
   */
  backgroundPosition?: string;
  textColor: string | null;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What the home page draws of a variant: the rest stays out of its HTML (a 50 KB budget). */
const shownHeroFields = [
  "title",
  "subtitle",
  "description",
  "ctaText",
  "ctaUrl",
  "backgroundColor",
  "backgroundImage",
  "backgroundPosition",
  "textColor",
] as const;

export type ShownHero = Pick<PublicHero, (typeof shownHeroFields)[number]>;

export const shownHeroOf = (hero: ShownHero): ShownHero =>
  Object.fromEntries(
    shownHeroFields.flatMap((field) => (hero[field] === undefined ? [] : [[field, hero[field]]])),
  ) as ShownHero;

/** Texts shown where the hero's fields are empty (../shared/spec/public-site.md §2). */
export const heroDefaults = {
  subtitle: "Innovazione Digitale dal 2005",
  title: "Soluzioni Digitali Innovative",
  description: "Trasformiamo le tue idee in realtà digitali",
  ctaText: "Scopri i nostri progetti",
  ctaUrl: "/portfolio",
  textColor: "#ffffff",
} as const;

/**
 * The highlighted words of a title (its `<mark>`s): the colour the titles' `<span
 * class="text-sky-300">` gave before the title editor (decision 051), no background.
 */
export const heroHighlightClasses = "[&_mark]:bg-transparent [&_mark]:text-sky-300";

/**
 * A link target the hero may use: a site path (never "//host" or "/\host"), an in-page anchor,
 * or an http(s)/mail/phone URL; no whitespace or control characters in any of them.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith("/")) return isSitePath(value) ? value : null;
  if (/^https?:/i.test(value)) return isWebAddress(value) ? value : null;
  const anchorOrContact = /^(#|mailto:|tel:)/i.test(value);
  return anchorOrContact && !/\s/.test(value) && isSingleLineText(value) ? value : null;
}

/**
 * A colour or gradient for an inline style: only colour syntax (names, #hex, rgb()/hsl(),
 * linear/radial gradients). Anything that could leave the declaration or load a URL is refused.
 */
export function safeCssBackground(value: string | null | undefined): string | null {
  const css = value?.trim();
  if (!css || css.length > 500) return null;
  if (!/^[#a-zA-Z0-9(),.%\s/-]+$/.test(css) || /url\s*\(|expression|var\s*\(/i.test(css))
    return null;
  return css;
}

export function safeCssColor(value: string | null | undefined): string | null {
  const css = safeCssBackground(value);
  return css && !/gradient/i.test(css) ? css : null;
}
