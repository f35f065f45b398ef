import type { PageMetaTable } from "./types";

/**
 * Metadata of the company pages (chi siamo, soluzioni, team, support, AI analysis)
 * (../shared/spec/public-site.md §2 "Page metadata").
 */
export const companyPages: PageMetaTable = {
  "/chi-siamo": {
    title: "Chi siamo",
    description:
      "Dal 2005 accompagniamo le imprese nel digitale: la nostra storia, i valori, le competenze e il team che lavora ogni giorno ai progetti dei clienti.",
    keywords: ["chi siamo", "storia aziendale", "software house Verona", "20 anni di esperienza"],
    type: "ProfilePage",
  },
  "/soluzioni": {
    title: "Soluzioni digitali per ogni settore",
    description:
      "Soluzioni software, web e cloud per manifattura, commercio, studi professionali, pubblica amministrazione e turismo, costruite sulle esigenze di ogni settore.",
    keywords: [
      "soluzioni digitali",
      "software per aziende",
      "digitalizzazione PMI",
      "soluzioni per settore",
    ],
    type: "WebPage",
  },
  "/team": {
    title: "Il nostro team",
    description:
      "Sviluppatori, consulenti, designer ed esperti di marketing: le persone che progettano, realizzano e seguono nel tempo i progetti dei nostri clienti.",
    keywords: ["team", "sviluppatori Verona", "consulenti IT", "professionisti digitali"],
    type: "ProfilePage",
  },
  "/support": {
    title: "Supporto tecnico",
    description:
      "Assistenza per clienti: apri un ticket, scarica il software di teleassistenza e trova le guide per configurare la posta elettronica.",
    keywords: ["supporto tecnico", "assistenza clienti", "apertura ticket", "teleassistenza"],
    type: "WebPage",
  },
};
