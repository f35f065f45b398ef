import { z } from "#kit/lib/zod";
import { defineBlock, itemList, line, paragraph } from "./block-kit";

const position = z
  .number({ error: "Posizione negli elenchi: scrivi un numero" })
  .int("Posizione negli elenchi: un numero intero")
  .min(0, "Posizione negli elenchi: da 0 a 999")
  .max(999, "Posizione negli elenchi: da 0 a 999")
  .default(100);

/**
 * How the page shows in the lists of other pages (the services on /servizi and /soluzioni):
 * a summary, its key points and its place. Drawn nowhere on the page itself; the list reads the
 * page's title and its header's icon besides (page-listing.server.ts).
 */
export const pageSummaryBlock = defineBlock({
  type: "page-summary",
  label: "Scheda negli elenchi",
  description:
    "Come la pagina compare negli elenchi di altre pagine (riassunto, punti chiave, posizione); non si vede sulla pagina stessa.",
  schema: z.object({
    summary: paragraph("Riassunto", 300),
    highlights: itemList(z.object({ text: line("Punto chiave", 80) }), "Punti chiave", 6),
    position,
  }),
  fields: {
    summary: "Riassunto",
    highlights: "Punti chiave",
    "highlights.text": "Punto chiave",
    position: "Posizione negli elenchi",
  },
  create: () => ({ summary: "Una frase che presenta la pagina negli elenchi.", highlights: [] }),
});
