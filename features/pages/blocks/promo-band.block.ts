import { z } from "#kit/lib/zod";
import { defineBlock, itemList, line, paragraph } from "./block-kit";

/**
 * A band inviting to the free AI analysis of a website: its button opens the offer's window
 * (points, a countdown to the end of the seventh day, the button to /analisi-sito-ai).
 */
export const promoBandBlock = defineBlock({
  type: "promo-band",
  label: "Offerta dell'analisi gratuita",
  description:
    "Una fascia con titolo, testo e un pulsante che apre la finestra dell'offerta di analisi gratuita del sito, con il conto alla rovescia.",
  // The button opens a dialog.
  interactive: true,
  schema: z.object({
    title: line("Titolo", 160),
    text: paragraph("Testo", 400),
    buttonLabel: line("Testo del pulsante", 80),
    offerTitle: line("Titolo della finestra", 160),
    offerText: paragraph("Testo della finestra", 400),
    offerPoints: itemList(z.object({ text: line("Punto dell'offerta", 120) }), "Punti", 8),
    offerButtonLabel: line("Testo del pulsante della finestra", 80),
    offerNote: line("Nota sotto il pulsante", 160),
  }),
  fields: {
    title: "Titolo",
    text: "Testo",
    buttonLabel: "Testo del pulsante",
    offerTitle: "Titolo della finestra dell'offerta",
    offerText: "Testo della finestra",
    offerPoints: "Punti dell'offerta",
    "offerPoints.text": "Punto",
    offerButtonLabel: "Testo del pulsante della finestra (porta all'analisi)",
    offerNote: "Nota sotto il pulsante",
  },
  create: () => ({
    title: "Il tuo sito lavora davvero per te?",
    text: "Scoprilo con un'analisi gratuita basata sull'intelligenza artificiale.",
    buttonLabel: "Analisi gratuita del sito con AI",
    offerTitle: "Analisi gratuita del tuo sito con l'intelligenza artificiale",
    offerText: "In pochi secondi scopri cosa frena il tuo sito.",
    offerButtonLabel: "Richiedi l'analisi gratuita",
    offerNote: "Nessun impegno • Risultati in 60 secondi • 100% Gratuito",
  }),
});
