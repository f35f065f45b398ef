import type { PageMetaTable, RouteMetaEntry } from "./types";

const service = (title: string, description: string, keywords: string[]): RouteMetaEntry => ({
  title,
  description,
  keywords,
  type: "Service",
});

/**
 * Metadata of /servizi and the six service pages
 * (../shared/spec/public-site.md §2 "Page metadata").
 */
export const servicesPages: PageMetaTable = {
  "/servizi": {
    title: "Soluzioni e servizi digitali",
    description:
      "Programmazione software, consulenza IT, e-commerce, siti internet, soluzioni cloud e marketing strategico: un unico partner dall'analisi al supporto dopo il lancio.",
    keywords: [
      "servizi digitali",
      "sviluppo software",
      "consulenza informatica",
      "agenzia web Verona",
    ],
    type: "WebPage",
  },
  "/servizi/programmazione-software": service(
    "Programmazione software su misura",
    "Gestionali, applicazioni web e app mobile progettati sui processi della tua azienda, con metodologia agile, test automatici e manutenzione nel tempo.",
    [
      "programmazione software",
      "software gestionale su misura",
      "sviluppo applicazioni web",
      "app mobile",
    ],
  ),
  "/servizi/consulenza-it": service(
    "Consulenza IT per le imprese",
    "Analisi dell'infrastruttura, sicurezza informatica, scelta delle tecnologie e piani di digitalizzazione: consulenza IT concreta per PMI e professionisti.",
    ["consulenza IT", "consulenza informatica", "sicurezza informatica", "trasformazione digitale"],
  ),
  "/servizi/e-commerce": service(
    "Sviluppo e-commerce",
    "Negozi online veloci e sicuri, integrati con magazzino, pagamenti e spedizioni, pensati per vendere in Italia e all'estero.",
    ["sviluppo e-commerce", "negozio online", "vendita online", "integrazione pagamenti"],
  ),
  "/servizi/siti-internet": service(
    "Realizzazione siti internet",
    "Siti aziendali responsive, accessibili e ottimizzati per i motori di ricerca, con un pannello per aggiornare i contenuti in autonomia.",
    ["realizzazione siti internet", "sito aziendale", "web design Verona", "siti responsive"],
  ),
  "/servizi/soluzioni-cloud": service(
    "Soluzioni cloud",
    "Migrazione al cloud, hosting gestito, backup e monitoraggio con disponibilità del 99,9%: infrastrutture scalabili senza pensieri.",
    ["soluzioni cloud", "migrazione cloud", "hosting gestito", "backup in cloud"],
  ),
  "/servizi/marketing-strategico": service(
    "Marketing strategico",
    "Strategia digitale, SEO, campagne pubblicitarie e analisi dei dati per portare clienti qualificati e misurare ogni risultato.",
    ["marketing strategico", "marketing digitale", "SEO", "campagne online"],
  ),
};
