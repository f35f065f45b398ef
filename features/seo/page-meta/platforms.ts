import type { PageMetaTable } from "./types";

/** Metadata of /piattaforme (../shared/spec/public-site.md §2 "Page metadata"). */
export const platformsPages: PageMetaTable = {
  "/piattaforme": {
    title: "Piattaforme software white-label",
    description:
      "Email marketing, gestione password, prenotazione di corsi ed eventi, monitoraggio di portafogli crypto: piattaforme pronte da personalizzare con il tuo marchio.",
    keywords: [
      "piattaforme white-label",
      "software white-label",
      "email marketing",
      "password manager",
    ],
    type: "WebPage",
  },
};
