import { joinList } from "#features/shared/catalog-fields";
import type { SolutionInput, SolutionRecord } from "../solutions.schema";

/**
 * What the solution dialog's form holds: features and technologies as comma-separated text,
 * gallery and related services as arrays (picked, never typed), use cases as rows of title and
 * description (one shape of the schema's input, which splits and checks them
 * on submit).
 */
export type SolutionFormValues = {
  name: string;
  slug: string;
  shortDescription: string;
  longDescription: string;
  heroImage: string;
  /** Uploaded images, in the order the page shows them. */
  galleryImages: string[];
  features: string;
  technologies: string;
  useCases: { title: string; description: string }[];
  /** Slugs of the chosen services. */
  relatedServices: string[];
  category: SolutionInput["category"];
  gradientColor: SolutionInput["gradientColor"];
  published: boolean;
  featured: boolean;
  sortOrder: number;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
};

export function solutionFormValues(solution: SolutionRecord | null): SolutionFormValues {
  return {
    name: solution?.name ?? "",
    slug: solution?.slug ?? "",
    shortDescription: solution?.shortDescription ?? "",
    longDescription: solution?.longDescription ?? "",
    heroImage: solution?.heroImage ?? "",
    galleryImages: [...(solution?.galleryImages ?? [])],
    features: joinList(solution?.features),
    technologies: joinList(solution?.technologies),
    useCases: solution?.useCases.map((row) => ({ ...row })) ?? [],
    relatedServices: [...(solution?.relatedServices ?? [])],
    category: solution?.category ?? "software",
    gradientColor: solution?.gradientColor ?? "blue",
    published: solution?.published ?? false,
    featured: solution?.featured ?? false,
    sortOrder: solution?.sortOrder ?? 0,
    metaTitle: solution?.metaTitle ?? "",
    metaDescription: solution?.metaDescription ?? "",
    metaKeywords: solution?.metaKeywords ?? "",
  };
}
