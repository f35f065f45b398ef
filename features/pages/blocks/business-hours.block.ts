import { z } from "#kit/lib/zod";
import {
  defineBlock,
  iconName,
  line,
  optionalLine,
  paragraph,
  sectionTones,
  choice,
  sectionToneLabels,
} from "./block-kit";

/** The opening hours of Impostazioni beside a heading and a paragraph (support). */
export const businessHoursBlock = defineBlock({
  type: "business-hours",
  label: "Orari",
  description:
    "Titolo e testo a sinistra, a destra gli orari e la loro nota presi da Impostazioni, con una frase sotto.",
  schema: z.object({
    eyebrow: optionalLine("Occhiello", 80),
    title: line("Titolo della sezione", 160),
    text: paragraph("Testo", 1000),
    icon: iconName,
    footnote: optionalLine("Frase sotto gli orari", 300),
    tone: choice(sectionTones, sectionToneLabels).default("muted"),
  }),
  fields: {
    eyebrow: "Occhiello",
    title: "Titolo della sezione",
    text: "Testo",
    icon: "Icona",
    footnote: "Frase sotto gli orari",
    tone: "Sfondo",
  },
  create: () => ({ title: "Orari di assistenza", text: "Quando rispondiamo.", icon: "clock" }),
  prepare: (data, context) => ({ ...data, icon: context.icon(data.icon) }),
});
