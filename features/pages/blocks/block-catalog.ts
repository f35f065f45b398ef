import type { z } from "#kit/lib/zod";
import type { BlockDefinition } from "./block-kit";
import { pageHeaderBlock } from "./page-header.block";
import { richTextBlock } from "./rich-text.block";
import { cardGridBlock } from "./card-grid.block";
import { stepsBlock } from "./steps.block";
import { faqBlock } from "./faq.block";
import { ctaBandBlock } from "./cta-band.block";
import { contactHeaderBlock } from "./contact-header.block";
import { contactFormBlock } from "./contact-form.block";
import { aiAnalysisFormBlock } from "./ai-analysis-form.block";
import { pageSummaryBlock } from "./page-summary.block";
import { pageListBlock } from "./page-list.block";
import { linkedCardsBlock } from "./linked-cards.block";
import { introCardsBlock } from "./intro-cards.block";
import { tagListsBlock } from "./tag-lists.block";
import { contactChannelsBlock } from "./contact-channels.block";
import { businessHoursBlock } from "./business-hours.block";
import { serviceLevelsBlock } from "./service-levels.block";
import { peopleBlock } from "./people.block";
import { storyBlock } from "./story.block";
import { timelineBlock } from "./timeline.block";
import { featureCardsBlock } from "./feature-cards.block";
import { projectRowsBlock } from "./project-rows.block";
import { offerCardsBlock } from "./offer-cards.block";
import { clientLogosBlock } from "./client-logos.block";
import { caseStudyHeaderBlock } from "./case-study-header.block";
import { caseStudyBlock } from "./case-study.block";
import { legalHeaderBlock } from "./legal-header.block";
import { legalTextBlock } from "./legal-text.block";
import { notFoundBlock } from "./not-found.block";
import { imageBlock } from "./image.block";
import { linkCardsBlock } from "./link-cards.block";
import { featuredProjectsBlock } from "./featured-projects.block";
import { partnerCardsBlock } from "./partner-cards.block";
import { latestPostsBlock } from "./latest-posts.block";
import { promoBandBlock } from "./promo-band.block";

/**
 * Every block type a page may hold, in the order the editor offers them (decision 057). A new
 * type is its `<type>.block.ts` here and its `<type>.view.tsx` in block-views.tsx
 * (docs/page-blocks.md).
 */
export const blockDefinitions = [
  pageHeaderBlock,
  richTextBlock,
  cardGridBlock,
  linkCardsBlock,
  stepsBlock,
  faqBlock,
  ctaBandBlock,
  contactHeaderBlock,
  contactFormBlock,
  aiAnalysisFormBlock,
  pageSummaryBlock,
  pageListBlock,
  linkedCardsBlock,
  introCardsBlock,
  tagListsBlock,
  contactChannelsBlock,
  businessHoursBlock,
  serviceLevelsBlock,
  peopleBlock,
  storyBlock,
  timelineBlock,
  featureCardsBlock,
  projectRowsBlock,
  offerCardsBlock,
  clientLogosBlock,
  caseStudyHeaderBlock,
  caseStudyBlock,
  legalHeaderBlock,
  legalTextBlock,
  notFoundBlock,
  imageBlock,
  featuredProjectsBlock,
  partnerCardsBlock,
  latestPostsBlock,
  promoBandBlock,
] as const;

type AnyDefinition = (typeof blockDefinitions)[number];

export type BlockTypeName = AnyDefinition["type"];

/** What the view of type `T` draws (its `prepare`'s result). */
export type PreparedData<T extends BlockTypeName> =
  Extract<AnyDefinition, { type: T }> extends BlockDefinition<T, z.ZodType, infer Prepared>
    ? Prepared
    : never;

/** The data of a block of type `T` as the editor and the API hold it. */
export type BlockData<T extends BlockTypeName> = z.output<
  Extract<AnyDefinition, { type: T }>["schema"]
>;

const byType = new Map<string, AnyDefinition>(blockDefinitions.map((block) => [block.type, block]));

/** The definition of a stored type name, or undefined for a type this version does not know. */
export function blockDefinition(type: string): AnyDefinition | undefined {
  return byType.get(type);
}
