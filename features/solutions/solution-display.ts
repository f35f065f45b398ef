import { labelledOptions } from "../shared/value-options";
import type { PublicImage, PublicImages } from "../media/media-values";

/**
 * How a platform is shown on the public pages (browser-safe: no zod, no drizzle): its categories
 * and gradient colours, the one list the database (features/<entity>/<entity>.table.ts), the zod schema and the
 * pages use, with their Italian labels; the spec's limits on list items; the long description as
 * paragraphs.
 */
export const solutionCategories = ["software", "platform", "service", "tool"] as const;
export const gradientColors = ["blue", "emerald", "purple", "orange", "pink", "cyan"] as const;
export type SolutionCategory = (typeof solutionCategories)[number];
export type GradientColor = (typeof gradientColors)[number];

/** Platform list: first 4 features and first 5 technologies; platform hero: first 4 features. */
export const listFeatureLimit = 4;
export const listTechnologyLimit = 5;
export const heroFeatureLimit = 4;

export const solutionCategoryLabels: Record<SolutionCategory, string> = {
  software: "Software",
  platform: "Piattaforma",
  service: "Servizio",
  tool: "Strumento",
};

export const gradientColorLabels: Record<GradientColor, string> = {
  blue: "Blu",
  emerald: "Smeraldo",
  purple: "Viola",
  orange: "Arancione",
  pink: "Rosa",
  cyan: "Ciano",
};

export function categoryLabel(category: string): string {
  return Object.hasOwn(solutionCategoryLabels, category)
    ? solutionCategoryLabels[category as SolutionCategory]
    : "Software";
}

/** A known gradient colour, or the default blue. */
export function gradientOf(color: string | null | undefined): GradientColor {
  return (gradientColors as readonly string[]).includes(color ?? "")
    ? (color as GradientColor)
    : "blue";
}

/** Non-empty, trimmed items, at most `limit` of them. */
export function firstItems(items: readonly string[] | null | undefined, limit: number): string[] {
  return (items ?? [])
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, limit);
}

/** Plain text split into paragraphs on blank lines; single line breaks stay inside a paragraph. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? "")
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

/** Document title of a platform page: its metaTitle, or '{name} | {brand}'. */
export function platformTitle(
  platform: { name: string; metaTitle: string | null },
  brand: string,
): string {
  return platform.metaTitle?.trim() || `${platform.name} | ${brand}`;
}

/** Meta description: metaDescription, else shortDescription. */
export function platformDescription(platform: {
  metaDescription: string | null;
  shortDescription: string;
}): string {
  return platform.metaDescription?.trim() || platform.shortDescription.trim();
}

/** What the public pages need of a platform (also the shape the loaders send to the browser). */
export type PublicPlatform = {
  id: number;
  slug: string;
  name: string;
  category: string;
  shortDescription: string;
  longDescription: string;
  heroImage: string | null;
  gradientColor: string;
  features: string[];
  technologies: string[];
  useCases: { title: string; description: string }[];
  galleryImages: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  /**
   * What the media library says of its cover and gallery images, by URL (decision 064): focal
   * point and alternative text; absent when it says nothing.
   */
  images?: PublicImages;
};

/** The library's facts of one of the platform's images (none for an image it does not know). */
export const platformImageOf = (
  platform: Pick<PublicPlatform, "images">,
  url: string | null,
): PublicImage | undefined => (url ? platform.images?.[url] : undefined);

export function toPublicPlatform(row: PublicPlatform): PublicPlatform {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    heroImage: row.heroImage,
    gradientColor: row.gradientColor,
    features: row.features,
    technologies: row.technologies,
    useCases: row.useCases,
    galleryImages: row.galleryImages,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
  };
}

export const solutionCategoryOptions = labelledOptions(solutionCategories, solutionCategoryLabels);

export const gradientColorOptions = labelledOptions(gradientColors, gradientColorLabels);
