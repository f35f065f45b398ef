import type { PageMetaTable } from "./types";

/**
 * Metadata of the company pages still drawn by code (chi siamo)
 * (../shared/spec/public-site.md §2 "Page metadata"); the others are pages built from blocks
 * (db/seed/pages).
 */
export const companyPages: PageMetaTable = {
  "/chi-siamo": {
    title: "Chi siamo",
    description:
      "Dal 2005 accompagniamo le imprese nel digitale: la nostra storia, i valori, le competenze e il team che lavora ogni giorno ai progetti dei clienti.",
    keywords: ["chi siamo", "storia aziendale", "software house Verona", "20 anni di esperienza"],
    type: "ProfilePage",
  },
};
