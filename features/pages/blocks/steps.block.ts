import { z } from "#kit/lib/zod";
import {
  defineBlock,
  sectionFieldLabels,
  gridColumns,
  itemList,
  line,
  paragraph,
  sectionFields,
  choice,
} from "./block-kit";

/** Cards in a grid, or one numbered line under the other (a service's method). */
export const stepLayouts = ["cards", "list"] as const;
export const stepLayoutLabels: Record<(typeof stepLayouts)[number], string> = {
  cards: "Schede affiancate",
  list: "Elenco verticale",
};

const step = z.object({
  title: line("Titolo del passo", 120),
  text: paragraph("Testo del passo", 600),
});

/** Numbered steps of a method, in order. */
export const stepsBlock = defineBlock({
  type: "steps",
  label: "Passi numerati",
  description: "Le fasi di un metodo di lavoro, numerate nell'ordine.",
  schema: z.object({
    ...sectionFields,
    columns: gridColumns,
    steps: itemList(step, "Passi", 12),
    layout: choice(stepLayouts, stepLayoutLabels).default("cards"),
  }),
  fields: {
    ...sectionFieldLabels,
    columns: "Passi per riga",
    steps: "Passi",
    "steps.title": "Titolo",
    "steps.text": "Testo",
    layout: "Disposizione",
  },
  create: () => ({
    title: "Come lavoriamo",
    steps: [{ title: "Primo passo", text: "Descrivi il passo." }],
  }),
  headings: (data) => [
    { level: 2, text: data.title },
    ...data.steps.map((step) => ({ level: 3, text: step.title })),
  ],
});
