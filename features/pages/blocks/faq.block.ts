import { z } from "#kit/lib/zod";
import {
  defineBlock,
  sectionFieldLabels,
  itemList,
  line,
  paragraph,
  sectionFields,
  choice,
} from "./block-kit";

const question = z.object({
  question: line("Domanda", 200),
  answer: paragraph("Risposta", 2000),
});

export const faqLooks = ["list", "cards"] as const;
export const faqLookLabels: Record<(typeof faqLooks)[number], string> = {
  list: "Elenco in un riquadro",
  cards: "Un riquadro per domanda",
};

/** Questions and answers, also given to search engines as FAQPage structured data. */
export const faqBlock = defineBlock({
  type: "faq",
  label: "Domande frequenti",
  description: "Domande che si aprono sulla risposta; i motori di ricerca le leggono come FAQ.",
  schema: z.object({
    ...sectionFields,
    look: choice(faqLooks, faqLookLabels).default("list"),
    questions: itemList(question, "Domande", 30),
  }),
  fields: {
    ...sectionFieldLabels,
    look: "Aspetto",
    questions: "Domande",
    "questions.question": "Domanda",
    "questions.answer": "Risposta",
  },
  create: () => ({
    eyebrow: "FAQ",
    title: "Domande frequenti",
    questions: [{ question: "Nuova domanda?", answer: "La risposta." }],
  }),
});
