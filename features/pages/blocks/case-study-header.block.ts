import { z } from "#kit/lib/zod";
import { defineBlock, itemList, line, optionalLine, optionalLink, paragraph } from "./block-kit";
import { imagePath } from "./content-kit";

const fact = z.object({ term: line("Voce", 40), value: line("Valore", 120) });

/** The light band that opens a case study: path back, title (the page's h1), facts, image. */
export const caseStudyHeaderBlock = defineBlock({
  type: "case-study-header",
  label: "Intestazione del caso studio",
  description:
    "Il percorso verso il portfolio, il titolo del caso studio con sottotitolo e introduzione, i dati chiave e l'immagine principale.",
  schema: z.object({
    parentLabel: optionalLine("Pagina superiore", 80),
    parentTo: optionalLink("Collegamento alla pagina superiore"),
    badge: optionalLine("Etichetta", 80),
    title: line("Titolo", 160),
    subtitle: optionalLine("Sottotitolo", 200),
    lead: paragraph("Introduzione", 1000),
    facts: itemList(fact, "Dati chiave", 8),
    image: imagePath("Immagine"),
    alt: line("Testo alternativo dell'immagine", 300),
  }),
  fields: {
    parentLabel: "Pagina superiore (nel percorso)",
    parentTo: "Collegamento alla pagina superiore",
    badge: "Etichetta",
    title: "Titolo",
    subtitle: "Sottotitolo",
    lead: "Introduzione",
    facts: "Dati chiave",
    "facts.term": "Voce",
    "facts.value": "Valore",
    image: "Immagine",
    alt: "Testo alternativo dell'immagine",
  },
  create: () => ({
    parentLabel: "Portfolio",
    parentTo: "/portfolio",
    badge: "Caso studio",
    title: "Nuovo caso studio",
    lead: "Racconta in breve il progetto.",
    facts: [{ term: "Cliente", value: "Nome del cliente" }],
    image: "/og-image.png",
    alt: "Descrivi l'immagine",
  }),
});
