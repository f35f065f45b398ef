import type { PageMetaTable } from "./types";

/** Metadata of /area-clienti (../shared/spec/public-site.md §2 "Page metadata"). */
export const customerAreaPages: PageMetaTable = {
  "/area-clienti": {
    title: "Area Clienti",
    description:
      "Software da scaricare, guide per la configurazione della posta, apertura di ticket di assistenza e accesso all'area riservata dei clienti.",
    keywords: ["area clienti", "download software", "assistenza clienti", "configurazione posta"],
    type: "WebPage",
  },
};
