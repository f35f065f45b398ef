import { z } from "#kit/lib/zod";
import { defineBlock, itemList, line, optionalLine, paragraph } from "./block-kit";
import { imagePath, richText, textItems } from "./content-kit";

const step = z.object({
  title: line("Titolo del passo", 120),
  text: paragraph("Testo del passo", 600),
});
const result = z.object({ value: line("Cifra", 20), label: line("Che cosa misura", 160) });
const picture = z.object({
  image: imagePath("Immagine"),
  alt: line("Testo alternativo dell'immagine", 300),
  caption: optionalLine("Didascalia", 200),
});

/**
 * The story of a project: the challenge, the solution and its steps, the results with the
 * client's words, the technologies and a gallery. Each part is left out while it is empty.
 */
export const caseStudyBlock = defineBlock({
  type: "case-study",
  label: "Racconto del caso studio",
  description:
    "La sfida, la soluzione con i passi del lavoro, i risultati in cifre con la frase del cliente, le tecnologie e la galleria di immagini.",
  schema: z.object({
    challengeTitle: line("Titolo della sfida", 120),
    challengeHtml: richText("Testo della sfida"),
    solutionTitle: line("Titolo della soluzione", 120),
    solutionHtml: richText("Testo della soluzione"),
    stepsTitle: optionalLine("Titolo dei passi", 120),
    steps: itemList(step, "Passi", 8),
    resultsTitle: line("Titolo dei risultati", 120),
    results: itemList(result, "Risultati", 8),
    quote: optionalLine("Frase del cliente", 1000),
    quoteAuthor: optionalLine("Autore della frase", 120),
    quoteRole: optionalLine("Ruolo dell'autore", 160),
    technologiesTitle: line("Titolo delle tecnologie", 120),
    technologiesNote: optionalLine("Nota sulle tecnologie", 300),
    technologies: textItems("Tecnologia", 16, 60),
    galleryTitle: line("Titolo della galleria", 120),
    gallery: itemList(picture, "Immagini", 12),
  }),
  fields: {
    challengeTitle: "Titolo della sfida",
    challengeHtml: "La sfida",
    solutionTitle: "Titolo della soluzione",
    solutionHtml: "La soluzione",
    stepsTitle: "Titolo dei passi",
    steps: "Passi del lavoro",
    "steps.title": "Titolo",
    "steps.text": "Testo",
    resultsTitle: "Titolo dei risultati",
    results: "Risultati",
    "results.value": "Cifra",
    "results.label": "Che cosa misura",
    quote: "Frase del cliente",
    quoteAuthor: "Autore della frase",
    quoteRole: "Ruolo dell'autore",
    technologiesTitle: "Titolo delle tecnologie",
    technologiesNote: "Nota sulle tecnologie (durata, anno)",
    technologies: "Tecnologie",
    "technologies.text": "Tecnologia",
    galleryTitle: "Titolo della galleria",
    gallery: "Galleria",
    "gallery.image": "Immagine",
    "gallery.alt": "Testo alternativo",
    "gallery.caption": "Didascalia",
  },
  create: () => ({
    challengeTitle: "La sfida",
    challengeHtml: "<p>Il problema da risolvere.</p>",
    solutionTitle: "La soluzione",
    solutionHtml: "<p>Che cosa abbiamo fatto.</p>",
    stepsTitle: "Come abbiamo lavorato",
    resultsTitle: "I risultati",
    technologiesTitle: "Tecnologie utilizzate",
    galleryTitle: "Galleria",
  }),
});
