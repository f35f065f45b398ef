import { z } from "#kit/lib/zod";
import {
  defineBlock,
  iconName,
  itemList,
  line,
  optionalLine,
  optionalLink,
  paragraph,
  sectionFieldLabels,
  sectionFields,
} from "./block-kit";
import { textItems } from "./content-kit";

const card = z.object({
  icon: iconName,
  title: line("Titolo della scheda", 120),
  text: paragraph("Testo della scheda", 600),
  points: textItems("Punto", 10, 120),
  linkLabel: optionalLine("Testo del collegamento", 80),
  linkTo: optionalLink("Collegamento della scheda"),
});

/** Large cards under a coloured band (icon and title), with a text, a checklist and a link. */
export const featureCardsBlock = defineBlock({
  type: "feature-cards",
  label: "Schede con elenco",
  description:
    "Schede grandi con icona e titolo su una fascia colorata, un testo, un elenco di punti e un collegamento.",
  schema: z.object({ ...sectionFields, cards: itemList(card, "Schede", 6) }),
  fields: {
    ...sectionFieldLabels,
    cards: "Schede",
    "cards.icon": "Icona",
    "cards.title": "Titolo",
    "cards.text": "Testo",
    "cards.points": "Punti dell'elenco",
    "cards.points.text": "Punto",
    "cards.linkLabel": "Testo del collegamento",
    "cards.linkTo": "Collegamento",
  },
  create: () => ({
    title: "Le nostre competenze",
    cards: [{ title: "Prima area", text: "Descrivi l'area.", points: [{ text: "Un punto" }] }],
  }),
  prepare: (data, context) => ({
    ...data,
    cards: data.cards.map((item) => ({ ...item, icon: context.icon(item.icon) })),
  }),
});
