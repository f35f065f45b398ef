import type { ComponentType } from "react";
import type { BlockTypeName, PreparedData } from "./block-catalog";
import { PageHeaderView } from "./page-header.view";
import { RichTextView } from "./rich-text.view";
import { CardGridView } from "./card-grid.view";
import { StepsView } from "./steps.view";
import { FaqView } from "./faq.view";
import { CtaBandView } from "./cta-band.view";
import { ImageView } from "./image.view";

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
  image: ImageView,
};
