import { z } from "#kit/lib/zod";
import {
  buttonFieldLabels,
  buttonList,
  defineBlock,
  iconName,
  itemList,
  line,
  linkTarget,
  paragraph,
  sectionFieldLabels,
  sectionFields,
} from "./block-kit";

const card = z.object({
  icon: iconName,
  title: line("Titolo della scheda", 120),
  text: paragraph("Testo della scheda", 600),
  to: linkTarget("Pagina della scheda"),
});

/** Cards a visitor clicks as a whole, each leading to its page (the services on the home page). */
export const linkCardsBlock = defineBlock({
  type: "link-cards",
  label: "Schede che portano a una pagina",
  description:
    "Una sezione di schede (icona, titolo, testo): un clic su una scheda apre la sua pagina.",
  schema: z.object({
    ...sectionFields,
    moreLabel: line("Invito in fondo alle schede", 40).default("Scopri di più"),
    cards: itemList(card, "Schede", 12),
    buttons: buttonList(2),
  }),
  fields: {
    ...sectionFieldLabels,
    moreLabel: "Invito in fondo a ogni scheda",
    cards: "Schede",
    "cards.icon": "Icona",
    "cards.title": "Titolo",
    "cards.text": "Testo",
    "cards.to": "Pagina che apre",
    buttons: "Pulsanti sotto le schede",
    ...buttonFieldLabels("buttons"),
  },
  create: () => ({
    title: "I nostri servizi",
    cards: [{ title: "Primo servizio", text: "Che cosa offriamo.", to: "/servizi" }],
  }),
  headings: (data) => [
    { level: 2, text: data.title },
    ...data.cards.map((item) => ({ level: 3, text: item.title })),
  ],
  prepare: (data, context) => ({
    ...data,
    cards: data.cards.map((item) => ({ ...item, icon: context.icon(item.icon) })),
  }),
});
