import { z } from "#kit/lib/zod";
import {
  buttonFieldLabels,
  buttonList,
  choice,
  defineBlock,
  sectionFieldLabels,
  gridColumns,
  iconName,
  itemList,
  line,
  optionalLine,
  optionalLink,
  paragraph,
  sectionFields,
} from "./block-kit";

export const cardStyles = ["raised", "outline", "soft"] as const;
export const cardStyleLabels: Record<(typeof cardStyles)[number], string> = {
  raised: "In rilievo",
  outline: "Con bordo",
  soft: "Sfondo tenue",
};

const card = z.object({
  icon: iconName,
  title: line("Titolo della scheda", 120),
  kicker: optionalLine("Riga sotto il titolo", 80),
  text: paragraph("Testo della scheda", 600)
    .nullish()
    .transform((value) => value ?? null),
  linkLabel: optionalLine("Testo del collegamento", 80),
  linkTo: optionalLink("Collegamento della scheda"),
});

/** A section of cards: icon, title, text and a link each. */
export const cardGridBlock = defineBlock({
  type: "card-grid",
  label: "Schede",
  description:
    "Una sezione con titolo e una griglia di schede (icona, titolo, testo, collegamento).",
  schema: z.object({
    ...sectionFields,
    columns: gridColumns,
    cardStyle: choice(cardStyles, cardStyleLabels).default("raised"),
    cards: itemList(card, "Schede", 24),
    buttons: buttonList(2),
  }),
  fields: {
    ...sectionFieldLabels,
    columns: "Schede per riga",
    cardStyle: "Aspetto delle schede",
    cards: "Schede",
    "cards.icon": "Icona",
    "cards.title": "Titolo",
    "cards.kicker": "Riga sotto il titolo",
    "cards.text": "Testo",
    "cards.linkLabel": "Testo del collegamento",
    "cards.linkTo": "Collegamento",
    buttons: "Pulsanti sotto le schede",
    ...buttonFieldLabels("buttons"),
  },
  create: () => ({ title: "Titolo della sezione", cards: [{ title: "Prima scheda" }] }),
  headings: (data) => [
    { level: 2, text: data.title },
    ...data.cards.map((card) => ({ level: 3, text: card.title })),
  ],
  prepare: (data, context) => ({
    ...data,
    cards: data.cards.map((item) => ({ ...item, icon: context.icon(item.icon) })),
  }),
});
