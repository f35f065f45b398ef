import type { PageMetaTable, RouteMetaEntry } from "./types";

const privacy: RouteMetaEntry = {
  title: "Privacy Policy",
  description:
    "Come trattiamo i dati personali di visitatori, clienti e fornitori: finalità, basi giuridiche, tempi di conservazione e diritti dell'interessato secondo il GDPR.",
  keywords: ["privacy policy", "informativa privacy", "GDPR", "trattamento dati personali"],
  type: "WebPage",
  canonicalPath: "/privacy",
};

/** Metadata of the legal pages (../shared/spec/public-site.md §2 "Page metadata"). */
export const legalPages: PageMetaTable = {
  "/privacy": privacy,
  "/privacy-policy": privacy,
  "/cookie-policy": {
    title: "Cookie Policy",
    description:
      "Quali cookie utilizza il sito, a cosa servono e come scegliere quali accettare: necessari, statistici, di marketing e di preferenza.",
    keywords: ["cookie policy", "informativa cookie", "consenso cookie", "GDPR"],
    type: "WebPage",
  },
  "/accessibilita": {
    title: "Dichiarazione di accessibilità",
    description:
      "Il nostro impegno per un sito accessibile a tutti: conformità WCAG 2.1 AA e European Accessibility Act, e risposta alle segnalazioni entro 5 giorni lavorativi.",
    keywords: [
      "accessibilità",
      "WCAG 2.1",
      "European Accessibility Act",
      "dichiarazione di accessibilità",
    ],
    type: "WebPage",
  },
  "/note-legali": {
    title: "Note legali",
    description:
      "Termini e condizioni di utilizzo del sito e dei servizi, proprietà intellettuale, responsabilità, legge applicabile e dati societari.",
    keywords: ["note legali", "termini e condizioni", "condizioni di utilizzo", "dati societari"],
    type: "WebPage",
  },
};
