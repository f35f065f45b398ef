import { z } from "#kit/lib/zod";
import { buttonList, defineBlock, buttonFieldLabels, line, paragraph } from "./block-kit";

/** The closing invitation of a page: a title, a sentence and its buttons. */
export const ctaBandBlock = defineBlock({
  type: "cta-band",
  label: "Invito all'azione",
  description: "Un riquadro con titolo, una frase e i pulsanti (preventivo, contatti...).",
  schema: z.object({
    title: line("Titolo", 160),
    text: paragraph("Testo", 600),
    buttons: buttonList(4),
  }),
  fields: {
    title: "Titolo",
    text: "Testo ({email} diventa l'e-mail dell'azienda di Impostazioni)",
    buttons: "Pulsanti",
    ...buttonFieldLabels("buttons"),
  },
  create: () => ({
    title: "Parliamo del tuo progetto",
    text: "Raccontaci la tua idea: ti rispondiamo entro 24 ore.",
    buttons: [{ label: "Richiedi Preventivo Gratuito", action: "quote" as const }],
  }),
});
