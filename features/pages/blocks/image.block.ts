import { z } from "#kit/lib/zod";
import {
  choice,
  defineBlock,
  image,
  imageAlt,
  optionalLine,
  sectionToneLabels,
  sectionTones,
} from "./block-kit";

export const imageWidths = ["text", "wide"] as const;
export const imageWidthLabels: Record<(typeof imageWidths)[number], string> = {
  text: "Come il testo",
  wide: "Larga",
};

/** One image with its alternative text and an optional caption (decision 059). */
export const imageBlock = defineBlock({
  type: "image",
  label: "Immagine",
  description: "Un'immagine con il suo testo alternativo e una didascalia facoltativa.",
  schema: z.object({
    image: image("Immagine"),
    imageAlt: imageAlt("Testo alternativo"),
    caption: optionalLine("Didascalia", 300),
    width: choice(imageWidths, imageWidthLabels).default("text"),
    tone: choice(sectionTones, sectionToneLabels).default("white"),
  }),
  fields: {
    image: "Immagine",
    imageAlt: "Testo alternativo",
    caption: "Didascalia",
    width: "Larghezza",
    tone: "Sfondo",
  },
  create: () => ({ image: null, imageAlt: null }),
  headings: () => [],
});
