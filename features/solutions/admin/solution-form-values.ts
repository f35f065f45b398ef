import { joinList } from "#features/clients/catalog-fields";
import type { SolutionInput, SolutionRecord } from "../solutions.schema";

/**
 * What the solution dialog's form holds: list fields as comma-separated text, use cases as
 * rows of title and description (one shape of the schema's input, which splits and checks them
 * on submit).
 */
export type SolutionFormValues = {
  name: string;
  slug: string;
  shortDescription: string;
  longDescription: string;
  heroImage: string;
  galleryImages: string;
  features: string;
  technologies: string;
  useCases: { title: string; description: string }[];
  relatedServices: string;
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
    galleryImages: joinList(solution?.galleryImages),
    features: joinList(solution?.features),
    technologies: joinList(solution?.technologies),
    useCases: solution?.useCases.map((row) => ({ ...row })) ?? [],
    relatedServices: joinList(solution?.relatedServices),
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
