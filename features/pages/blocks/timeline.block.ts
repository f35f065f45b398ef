import { z } from "#kit/lib/zod";
import {
  defineBlock,
  itemList,
  line,
  optionalLine,
  paragraph,
  sectionTones,
  choice,
  sectionToneLabels,
} from "./block-kit";

const milestone = z.object({
  year: line("Anno", 20),
  title: line("Titolo della tappa", 120),
  text: paragraph("Testo della tappa", 600),
});

/** The milestones of a history, in order, on a vertical line. */
export const timelineBlock = defineBlock({
  type: "timeline",
  label: "Tappe",
  description: "Le tappe di una storia in ordine di tempo: anno, titolo e una frase ciascuna.",
  schema: z.object({
    eyebrow: optionalLine("Occhiello", 80),
    title: line("Titolo della sezione", 160),
    milestones: itemList(milestone, "Tappe", 20),
    tone: choice(sectionTones, sectionToneLabels).default("white"),
  }),
  fields: {
    eyebrow: "Occhiello",
    title: "Titolo della sezione",
    milestones: "Tappe",
    "milestones.year": "Anno",
    "milestones.title": "Titolo",
    "milestones.text": "Testo",
    tone: "Sfondo",
  },
  create: () => ({
    title: "La nostra storia",
    milestones: [{ year: "2005", title: "La fondazione", text: "Racconta la tappa." }],
  }),
});
