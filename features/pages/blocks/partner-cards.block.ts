import { z } from "#kit/lib/zod";
import {
  choice,
  defineBlock,
  sectionFieldLabels,
  sectionFields,
  sectionTones,
  sectionToneLabels,
} from "./block-kit";

/** The certified partners of the catalogue (up to eight), each with its logo, words and badges. */
export const partnerCardsBlock = defineBlock({
  type: "partner-cards",
  label: "Partner certificati",
  description:
    "Le schede dei partner del catalogo (fino a otto), con logo, descrizione, certificazioni e qualifiche. Senza partner la sezione non compare.",
  schema: z.object({
    ...sectionFields,
    tone: choice(sectionTones, sectionToneLabels).default("muted"),
  }),
  fields: sectionFieldLabels,
  create: () => ({ eyebrow: "Partner certificati", title: "Alleanze Strategiche" }),
  prepare: async (data, context) => ({ ...data, cards: await context.partnerCards() }),
});
