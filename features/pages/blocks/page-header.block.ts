import { z } from "#kit/lib/zod";
import {
  buttonList,
  defineBlock,
  buttonFieldLabels,
  iconName,
  line,
  optionalLine,
  optionalParagraph,
  optionalLink,
} from "./block-kit";

/** The dark band that opens a page: its only h1. */
export const pageHeaderBlock = defineBlock({
  type: "page-header",
  label: "Intestazione della pagina",
  description: "Il titolo principale della pagina, con occhiello, sottotitolo e pulsanti.",
  schema: z.object({
    eyebrow: optionalLine("Occhiello", 80),
    title: line("Titolo", 160),
    lead: optionalParagraph("Sottotitolo", 600),
    backLabel: optionalLine("Testo del collegamento indietro", 80),
    backTo: optionalLink("Collegamento indietro"),
    icon: iconName,
    buttons: buttonList(3),
    note: optionalLine("Nota sotto i pulsanti", 160),
  }),
  fields: {
    eyebrow: "Occhiello",
    title: "Titolo",
    lead: "Sottotitolo",
    backLabel: "Testo del collegamento indietro",
    backTo: "Collegamento indietro",
    icon: "Icona",
    buttons: "Pulsanti",
    note: "Nota sotto i pulsanti",
    ...buttonFieldLabels("buttons"),
  },
  create: () => ({ title: "Titolo della pagina", buttons: [] }),
  headings: (data) => [{ level: 1, text: data.title }],
  prepare: (data, context) => ({ ...data, icon: context.icon(data.icon) }),
});
