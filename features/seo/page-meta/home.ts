import type { PageMetaTable } from "./types";

/** Metadata of the home page (../shared/spec/public-site.md §2 "Page metadata"). */
export const homePages: PageMetaTable = {
  "/": {
    title: "Software, siti e soluzioni digitali a Verona",
    description:
      "Software su misura, consulenza IT, e-commerce, siti internet, soluzioni cloud e marketing strategico per le imprese di Verona e di tutta Italia dal 2005.",
    keywords: [
      "software house Verona",
      "sviluppo software su misura",
      "consulenza IT",
      "e-commerce",
      "siti internet",
      "soluzioni cloud",
      "marketing strategico",
    ],
    type: "WebPage",
  },
};
