import { z } from "#kit/lib/zod";
import { defineBlock, iconName, itemList, line, optionalLine, paragraph } from "./block-kit";

const card = z.object({
  icon: iconName,
  title: line("Titolo della scheda", 120),
  text: paragraph("Testo della scheda", 600),
});

/** A heading and paragraphs on the left, cards on the right (a service's 'what we do'). */
export const introCardsBlock = defineBlock({
  type: "intro-cards",
  label: "Testo e schede affiancati",
  description: "Titolo e paragrafi a sinistra, una griglia di schede a destra.",
  schema: z.object({
    eyebrow: optionalLine("Occhiello", 80),
    title: line("Titolo della sezione", 160),
    paragraphs: itemList(z.object({ text: paragraph("Paragrafo", 1500) }), "Paragrafi", 8),
    cards: itemList(card, "Schede", 12),
  }),
  fields: {
    eyebrow: "Occhiello",
    title: "Titolo della sezione",
    paragraphs: "Paragrafi",
    "paragraphs.text": "Paragrafo",
    cards: "Schede",
    "cards.icon": "Icona",
    "cards.title": "Titolo",
    "cards.text": "Testo",
  },
  create: () => ({
    title: "Come possiamo aiutarti",
    paragraphs: [{ text: "Presenta qui che cosa fai." }],
    cards: [{ icon: "circle-check", title: "Prima scheda", text: "Il testo della scheda." }],
  }),
  prepare: (data, context) => ({
    ...data,
    cards: data.cards.map((item) => ({ ...item, icon: context.icon(item.icon) })),
  }),
});
