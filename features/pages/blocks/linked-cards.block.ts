import { z } from "#kit/lib/zod";
import {
  defineBlock,
  gridColumns,
  itemList,
  line,
  linkTarget,
  paragraph,
  sectionFieldLabels,
  sectionFields,
} from "./block-kit";

const card = z.object({
  title: line("Titolo della scheda", 120),
  text: paragraph("Testo della scheda", 600),
  pages: itemList(z.object({ path: linkTarget("Pagina collegata") }), "Pagine collegate", 8),
});

/**
 * Cards each naming the pages that fit them (the sectors of /soluzioni and their services): the
 * pages are stored by path and shown by their current title; a page not published is left out.
 */
export const linkedCardsBlock = defineBlock({
  type: "linked-cards",
  label: "Schede con pagine collegate",
  description:
    "Schede con titolo e testo, ciascuna con i collegamenti alle pagine che la riguardano (mostrate con il loro titolo).",
  schema: z.object({
    ...sectionFields,
    columns: gridColumns,
    pagesLabel: line("Nome dell'elenco dei collegamenti", 60).default("Pagine per"),
    cards: itemList(card, "Schede", 24),
  }),
  fields: {
    ...sectionFieldLabels,
    columns: "Schede per riga",
    pagesLabel: "Nome dell'elenco dei collegamenti (seguito dal titolo della scheda)",
    cards: "Schede",
    "cards.title": "Titolo",
    "cards.text": "Testo",
    "cards.pages": "Pagine collegate",
    "cards.pages.path": "Indirizzo della pagina",
  },
  create: () => ({
    title: "Soluzioni per ogni settore",
    cards: [{ title: "Primo settore", text: "Che cosa facciamo per questo settore.", pages: [] }],
  }),
  prepare: async (data, context) => ({
    ...data,
    cards: await Promise.all(
      data.cards.map(async (item) => ({
        ...item,
        pages: await context.pageTitles(item.pages.map((page) => page.path)),
      })),
    ),
  }),
});
