import { z } from "#kit/lib/zod";
import {
  defineBlock,
  itemList,
  line,
  optionalLine,
  sectionTones,
  choice,
  sectionToneLabels,
} from "./block-kit";
import { richText } from "./content-kit";

const figure = z.object({
  value: line("Cifra", 20),
  label: line("Che cosa misura", 120),
});

/** A story told in a few paragraphs beside its key figures (the company's history). */
export const storyBlock = defineBlock({
  type: "story",
  label: "Racconto con cifre",
  description:
    "Un titolo, alcuni paragrafi e una riga con la sede, accanto alle cifre che contano (anni, clienti...).",
  schema: z.object({
    eyebrow: optionalLine("Occhiello", 80),
    title: line("Titolo della sezione", 160),
    bodyHtml: richText("Testo", 10_000),
    place: optionalLine("Riga della sede", 200),
    figures: itemList(figure, "Cifre", 6),
    tone: choice(sectionTones, sectionToneLabels).default("muted"),
  }),
  fields: {
    eyebrow: "Occhiello",
    title: "Titolo della sezione",
    bodyHtml: "Testo",
    place: "Riga della sede",
    figures: "Cifre",
    "figures.value": "Cifra",
    "figures.label": "Che cosa misura",
    tone: "Sfondo",
  },
  create: () => ({
    title: "La nostra storia",
    bodyHtml: "<p>{marchio} nasce da un'idea...</p>",
    figures: [{ value: "2005", label: "anno di fondazione" }],
  }),
});
