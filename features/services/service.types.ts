import type { serviceOptions } from "../contact/contact.schema";

/** The six service pages, in the order the site lists them. */
export const serviceSlugs = [
  "programmazione-software",
  "consulenza-it",
  "e-commerce",
  "siti-internet",
  "soluzioni-cloud",
  "marketing-strategico",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** A quote form service option (../shared/spec/public-site.md §3), without 'Altro'. */
export type QuoteServiceOption = Exclude<(typeof serviceOptions)[number], "Altro">;

/** A titled paragraph: an offering, an audience, a methodology step. */
export type ServicePoint = { title: string; text: string };

/** A descriptive list of names: technologies, tools, providers. */
export type ServiceList = { title: string; intro?: string; items: readonly string[] };

export type ServiceFaq = { question: string; answer: string };

/** Everything the overview and the detail page of one service show (browser-safe data). */
export type ServiceContent = {
  slug: ServiceSlug;
  /** Short name, as in the navigation: 'Programmazione Software'. */
  name: string;
  /** The option preselected in the quote dialog. */
  quoteService: QuoteServiceOption;
  /** The detail page's h1. */
  title: string;
  /** One sentence under the h1. */
  tagline: string;
  /** Two lines for the service cards. */
  summary: string;
  /** Three or four key points for the overview block. */
  highlights: readonly string[];
  /** The 'what we do' paragraphs. */
  intro: readonly string[];
  offerings: readonly ServicePoint[];
  audience: readonly ServicePoint[];
  steps: readonly ServicePoint[];
  technologies: ServiceList;
  /** Providers or partners the service relies on (cloud providers, payment and shipping). */
  providers?: ServiceList;
  sectors: readonly string[];
  faqs: readonly ServiceFaq[];
};
