import { z } from "#kit/lib/zod";
import { isWebAddress } from "../../shared/site-links";
import { optionalText, tooLong } from "../../shared/text-fields";
import { defineBlock, itemList, line, optionalLine, optionalLink, paragraph } from "./block-kit";
import { imagePath, optionalFilePath, textItems } from "./content-kit";

const colour = z.object({
  name: line("Nome del colore", 40),
  hex: line("Codice del colore", 7).regex(
    /^#[0-9A-Fa-f]{6}$/,
    "Il codice del colore è # seguito da sei cifre esadecimali, come #1E3A8A",
  ),
});

const project = z.object({
  slug: line("Identificativo del progetto", 60).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "L'identificativo è fatto di parole in minuscolo, cifre e trattini",
  ),
  title: line("Titolo del progetto", 120),
  subtitle: line("Sottotitolo", 200),
  category: line("Categoria", 60),
  year: line("Anno", 20),
  duration: line("Durata", 40),
  description: paragraph("Descrizione", 1000),
  image: imagePath("Immagine"),
  alt: line("Testo alternativo dell'immagine", 300),
  video: optionalFilePath("Video"),
  videoType: optionalLine("Formato del video", 40),
  colours: itemList(colour, "Colori", 8),
  highlightsTitle: line("Titolo dell'elenco", 60),
  highlights: textItems("Punto", 10),
  technologies: textItems("Tecnologia", 12, 60),
  caseStudyTo: optionalLink("Caso studio"),
  website: optionalText(500, tooLong("Sito del progetto", 500)).refine(
    (value) => value === null || isWebAddress(value),
    "Il sito del progetto è un indirizzo che inizia con https://",
  ),
});

/**
 * The portfolio's projects, one row each: image or video on one side, the story on the other,
 * sides alternating (the owner edits them here).
 */
export const projectRowsBlock = defineBlock({
  type: "project-rows",
  label: "Progetti",
  description:
    "I progetti del portfolio, uno per riga: immagine, categoria, descrizione, colori, punti, tecnologie, caso studio e sito.",
  schema: z.object({
    label: line("Nome della sezione per i lettori di schermo", 80),
    projects: itemList(project, "Progetti", 30),
  }),
  fields: {
    label: "Nome della sezione per i lettori di schermo",
    projects: "Progetti",
    "projects.slug": "Identificativo (per i collegamenti)",
    "projects.title": "Titolo",
    "projects.subtitle": "Sottotitolo",
    "projects.category": "Categoria",
    "projects.year": "Anno",
    "projects.duration": "Durata",
    "projects.description": "Descrizione",
    "projects.image": "Immagine",
    "projects.alt": "Testo alternativo dell'immagine",
    "projects.video": "Video",
    "projects.videoType": "Formato del video",
    "projects.colours": "Moodboard",
    "projects.colours.name": "Nome del colore",
    "projects.colours.hex": "Codice del colore",
    "projects.highlightsTitle": "Titolo dell'elenco",
    "projects.highlights": "Punti dell'elenco",
    "projects.highlights.text": "Punto",
    "projects.technologies": "Tecnologie",
    "projects.technologies.text": "Tecnologia",
    "projects.caseStudyTo": "Pagina del caso studio",
    "projects.website": "Sito del progetto",
  },
  create: () => ({
    label: "Progetti realizzati",
    projects: [
      {
        slug: "nuovo-progetto",
        title: "Nuovo progetto",
        subtitle: "Che cosa abbiamo realizzato",
        category: "Sito web",
        year: String(new Date().getFullYear()),
        duration: "3 mesi",
        description: "Racconta il progetto.",
        image: "/og-image.png",
        alt: "Descrivi l'immagine",
        highlightsTitle: "Obiettivi",
      },
    ],
  }),
});
