import type { PageMetaTable } from "./types";

/**
 * Metadata of /portfolio and the case studies (../shared/spec/public-site.md §2 "Page metadata").
 */
export const portfolioPages: PageMetaTable = {
  "/portfolio": {
    title: "Portfolio e casi studio",
    description:
      "Piattaforme GIS per i comuni, siti aziendali, e-commerce, app e gestionali: i progetti realizzati per i nostri clienti e i risultati ottenuti.",
    keywords: ["portfolio", "casi studio", "progetti software", "realizzazioni web"],
    type: "WebPage",
  },
  "/portfolio/zanolini-bike": {
    title: "Caso studio Zanolini Bike",
    description:
      "Come abbiamo progettato la vetrina online di un marchio di biciclette premium: catalogo, schede prodotto curate e prestazioni elevate su ogni dispositivo.",
    keywords: ["caso studio", "Zanolini Bike", "sito vetrina", "catalogo biciclette"],
    type: "WebPage",
  },
  "/portfolio/timetrack-pro": {
    title: "Caso studio TimeTrack Pro",
    description:
      "L'app per la rilevazione delle presenze e delle ore di lavoro dei dipendenti: timbrature da smartphone, report per commessa ed esportazione per le paghe.",
    keywords: ["caso studio", "TimeTrack Pro", "rilevazione presenze", "app gestione ore"],
    type: "WebPage",
  },
};
