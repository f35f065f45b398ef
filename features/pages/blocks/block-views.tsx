import type { ComponentType } from "react";
import type { BlockTypeName, PreparedData } from "./block-catalog";
import { PageHeaderView } from "./page-header.view";
import { RichTextView } from "./rich-text.view";
import { CardGridView } from "./card-grid.view";
import { StepsView } from "./steps.view";
import { FaqView } from "./faq.view";
import { CtaBandView } from "./cta-band.view";
import { StoryView } from "./story.view";
import { TimelineView } from "./timeline.view";
import { FeatureCardsView } from "./feature-cards.view";
import { ProjectRowsView } from "./project-rows.view";
import { OfferCardsView } from "./offer-cards.view";
import { ClientLogosView } from "./client-logos.view";
import { CaseStudyHeaderView } from "./case-study-header.view";
import { CaseStudyView } from "./case-study.view";
import { LegalHeaderView } from "./legal-header.view";
import { LegalTextView } from "./legal-text.view";
import { NotFoundView } from "./not-found.view";

/** How each block type is drawn on the public site and in the editor's preview (decision 057). */
export const blockViews: {
  [Type in BlockTypeName]: ComponentType<{ id: string; data: PreparedData<Type> }>;
} = {
  "page-header": PageHeaderView,
  "rich-text": RichTextView,
  "card-grid": CardGridView,
  steps: StepsView,
  faq: FaqView,
  "cta-band": CtaBandView,
  story: StoryView,
  timeline: TimelineView,
  "feature-cards": FeatureCardsView,
  "project-rows": ProjectRowsView,
  "offer-cards": OfferCardsView,
  "client-logos": ClientLogosView,
  "case-study-header": CaseStudyHeaderView,
  "case-study": CaseStudyView,
  "legal-header": LegalHeaderView,
  "legal-text": LegalTextView,
  "not-found": NotFoundView,
};
