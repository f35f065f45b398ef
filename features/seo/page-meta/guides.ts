import type { PageMetaTable } from "./types";

/** Metadata of /guide, the knowledge base (decision 065). */
export const guidePages: PageMetaTable = {
  "/guide": {
    title: "Guide per i clienti",
    description:
      "Le guide pratiche del nostro supporto: teleassistenza, configurazione della posta elettronica POP3S e IMAP4S, PEC e altro, passo per passo.",
    keywords: ["guide", "supporto clienti", "configurazione posta", "teleassistenza", "PEC"],
    type: "WebPage",
  },
};

/** Metadata of /cerca, the site search: kept out of search results (decision 065). */
export const searchPages: PageMetaTable = {
  "/cerca": {
    title: "Cerca nel sito",
    description: "Cerca tra servizi, piattaforme, articoli del blog e guide.",
    keywords: ["cerca", "ricerca"],
    type: "WebPage",
    noindex: true,
  },
};
