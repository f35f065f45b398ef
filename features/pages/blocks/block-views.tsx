import type { ComponentType } from "react";
import type { BlockTypeName, PreparedData } from "./block-catalog";

/**
 * How each block type is drawn on the public site and in the editor's preview (decision 057),
 * one module per type, loaded by features/pages/site/page-blocks.tsx: in the browser only the
 * views a page shows, on the server all of them before the first render.
 */
type View<Type extends BlockTypeName> = ComponentType<{ id: string; data: PreparedData<Type> }>;
type ViewModule<Type extends BlockTypeName> = () => Promise<View<Type>>;

export const blockViewModules: { [Type in BlockTypeName]: ViewModule<Type> } = {
  "page-header": () => import("./page-header.view").then((module) => module.PageHeaderView),
  "rich-text": () => import("./rich-text.view").then((module) => module.RichTextView),
  "card-grid": () => import("./card-grid.view").then((module) => module.CardGridView),
  "link-cards": () => import("./link-cards.view").then((module) => module.LinkCardsView),
  "featured-projects": () =>
    import("./featured-projects.view").then((module) => module.FeaturedProjectsView),
  "partner-cards": () => import("./partner-cards.view").then((module) => module.PartnerCardsView),
  "latest-posts": () => import("./latest-posts.view").then((module) => module.LatestPostsView),
  "promo-band": () => import("./promo-band.view").then((module) => module.PromoBandView),
  steps: () => import("./steps.view").then((module) => module.StepsView),
  faq: () => import("./faq.view").then((module) => module.FaqView),
  "cta-band": () => import("./cta-band.view").then((module) => module.CtaBandView),
  "contact-header": () => import("./contact.view").then((module) => module.ContactHeaderView),
  "contact-form": () => import("./contact.view").then((module) => module.ContactFormView),
  "ai-analysis-form": () =>
    import("./ai-analysis-form.view").then((module) => module.AiAnalysisFormView),
  "page-summary": () => import("./page-summary.view").then((module) => module.PageSummaryView),
  "page-list": () => import("./page-list.view").then((module) => module.PageListView),
  "linked-cards": () => import("./linked-cards.view").then((module) => module.LinkedCardsView),
  "intro-cards": () => import("./intro-cards.view").then((module) => module.IntroCardsView),
  "tag-lists": () => import("./tag-lists.view").then((module) => module.TagListsView),
  "contact-channels": () =>
    import("./contact-channels.view").then((module) => module.ContactChannelsView),
  "business-hours": () =>
    import("./business-hours.view").then((module) => module.BusinessHoursView),
  "service-levels": () =>
    import("./service-levels.view").then((module) => module.ServiceLevelsView),
  people: () => import("./people.view").then((module) => module.PeopleView),
  story: () => import("./story.view").then((module) => module.StoryView),
  timeline: () => import("./timeline.view").then((module) => module.TimelineView),
  "feature-cards": () => import("./feature-cards.view").then((module) => module.FeatureCardsView),
  "project-rows": () => import("./project-rows.view").then((module) => module.ProjectRowsView),
  "offer-cards": () => import("./offer-cards.view").then((module) => module.OfferCardsView),
  "client-logos": () => import("./client-logos.view").then((module) => module.ClientLogosView),
  "case-study-header": () =>
    import("./case-study-header.view").then((module) => module.CaseStudyHeaderView),
  "case-study": () => import("./case-study.view").then((module) => module.CaseStudyView),
  "legal-header": () => import("./legal-header.view").then((module) => module.LegalHeaderView),
  "legal-text": () => import("./legal-text.view").then((module) => module.LegalTextView),
  "not-found": () => import("./not-found.view").then((module) => module.NotFoundView),
  image: () => import("./image.view").then((module) => module.ImageView),
};
