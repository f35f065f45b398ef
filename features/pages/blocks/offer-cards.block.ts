import { z } from "#kit/lib/zod";
import {
  buttonFieldLabels,
  buttonList,
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

const card = z.object({
  icon: iconName,
  title: line("Titolo della scheda", 120),
  text: paragraph("Testo della scheda", 600),
  badge: optionalLine("Etichetta", 40),
  linkLabel: optionalLine("Testo del collegamento", 80),
  linkTo: optionalLink("Collegamento della scheda"),
});

/** Cards of offers (each with a green label) closed by a dark card that asks to get in touch. */
export const offerCardsBlock = defineBlock({
  type: "offer-cards",
  label: "Offerte con invito",
  description:
    "Schede di prodotti o offerte con un'etichetta (come «Disponibile»), chiuse da una scheda scura con un invito e i suoi pulsanti.",
  schema: z.object({
    ...sectionFields,
    cards: itemList(card, "Schede", 12),
    closingIcon: iconName,
    closingTitle: optionalLine("Titolo della scheda finale", 120),
    closingText: optionalLine("Testo della scheda finale", 600),
    closingButtons: buttonList(2),
  }),
  fields: {
    ...sectionFieldLabels,
    cards: "Schede",
    "cards.icon": "Icona",
    "cards.title": "Titolo",
    "cards.text": "Testo",
    "cards.badge": "Etichetta",
    "cards.linkLabel": "Testo del collegamento",
    "cards.linkTo": "Collegamento",
    closingIcon: "Icona della scheda finale",
    closingTitle: "Titolo della scheda finale",
    closingText: "Testo della scheda finale",
    closingButtons: "Pulsanti della scheda finale",
    ...buttonFieldLabels("closingButtons"),
  },
  create: () => ({
    title: "Le nostre offerte",
    cards: [{ title: "Prima offerta", text: "Descrivi l'offerta.", badge: "Disponibile" }],
  }),
  prepare: (data, context) => ({
    ...data,
    closingIcon: context.icon(data.closingIcon),
    cards: data.cards.map((item) => ({ ...item, icon: context.icon(item.icon) })),
  }),
});
