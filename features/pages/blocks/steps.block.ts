import { z } from "#kit/lib/zod";
import {
  defineBlock,
  sectionFieldLabels,
  gridColumns,
  itemList,
  line,
  paragraph,
  sectionFields,
} from "./block-kit";

const step = z.object({
  title: line("Titolo del passo", 120),
  text: paragraph("Testo del passo", 600),
});

/** Numbered steps of a method, in order. */
export const stepsBlock = defineBlock({
  type: "steps",
  label: "Passi numerati",
  description: "Le fasi di un metodo di lavoro, numerate nell'ordine.",
  schema: z.object({ ...sectionFields, columns: gridColumns, steps: itemList(step, "Passi", 12) }),
  fields: {
    ...sectionFieldLabels,
    columns: "Passi per riga",
    steps: "Passi",
    "steps.title": "Titolo",
    "steps.text": "Testo",
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
