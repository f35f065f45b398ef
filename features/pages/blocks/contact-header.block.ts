import { z } from "#kit/lib/zod";
import { defineBlock, line, optionalLine } from "./block-kit";
import { optionalText, tooLong } from "../../shared/text-fields";

/** The top of the contact page: its h1, and the quote and phone buttons (phone and hours from Impostazioni). */
export const contactHeaderBlock = defineBlock({
  type: "contact-header",
  label: "Intestazione dei contatti",
  description:
    "Il titolo della pagina dei contatti, con il pulsante del preventivo, il telefono e gli orari presi da Impostazioni.",
  interactive: true,
  onlyAt: "/contatti",
  schema: z.object({
    eyebrow: optionalLine("Occhiello", 80),
    title: line("Titolo", 160),
    lead: optionalText(600, tooLong("Sottotitolo", 600), { multiline: true }),
    quoteLabel: line("Testo del pulsante del preventivo", 80),
  }),
  fields: {
    eyebrow: "Occhiello",
    title: "Titolo",
    lead: "Sottotitolo",
    quoteLabel: "Testo del pulsante del preventivo",
  },
  create: () => ({
    title: "Parliamo del tuo prossimo progetto",
    quoteLabel: "Richiedi un preventivo",
  }),
});
