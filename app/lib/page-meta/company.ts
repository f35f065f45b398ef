import type { PageMetaTable } from "./types";

/** Metadata of the company pages (soluzioni, team, support, AI analysis) (spec public-site, "Page metadata"). */
export const companyPages: PageMetaTable = {
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
