import type { ComponentType } from "react";
import type { BlockTypeName, PreparedData } from "./block-catalog";
import { PageHeaderView } from "./page-header.view";
import { RichTextView } from "./rich-text.view";
import { CardGridView } from "./card-grid.view";
import { StepsView } from "./steps.view";
import { FaqView } from "./faq.view";
import { CtaBandView } from "./cta-band.view";
import { PageSummaryView } from "./page-summary.view";
import { PageListView } from "./page-list.view";
import { LinkedCardsView } from "./linked-cards.view";
import { IntroCardsView } from "./intro-cards.view";
import { TagListsView } from "./tag-lists.view";
import { ContactChannelsView } from "./contact-channels.view";
import { BusinessHoursView } from "./business-hours.view";
import { ServiceLevelsView } from "./service-levels.view";
import { PeopleView } from "./people.view";

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
  "page-summary": PageSummaryView,
  "page-list": PageListView,
  "linked-cards": LinkedCardsView,
  "intro-cards": IntroCardsView,
  "tag-lists": TagListsView,
  "contact-channels": ContactChannelsView,
  "business-hours": BusinessHoursView,
  "service-levels": ServiceLevelsView,
  people: PeopleView,
};
