import type { PageMetaTable } from "./types";

/**
 * Metadata of the company pages still drawn by code (chi siamo, AI analysis) (spec public-site,
 * "Page metadata"); /soluzioni, /team and /support are pages built from blocks (db/seed/pages).
 */
export const companyPages: PageMetaTable = {
  "/chi-siamo": {
    title: "Chi siamo",
    description:
      "Dal 2005 accompagniamo le imprese nel digitale: la nostra storia, i valori, le competenze e il team che lavora ogni giorno ai progetti dei clienti.",
    keywords: ["chi siamo", "storia aziendale", "software house Verona", "20 anni di esperienza"],
    type: "ProfilePage",
  },
  "/analisi-sito-ai": {
    title: "Analisi gratuita del sito con l'intelligenza artificiale",
    description:
      "Scansione completa del tuo sito, analisi SEO e delle prestazioni, suggerimenti di miglioramento e un preventivo MVP su misura. Gratuita e senza impegno.",
    keywords: [
      "analisi sito gratuita",
      "analisi SEO",
      "intelligenza artificiale",
      "audit sito web",
    ],
    type: "WebPage",
  },
};
