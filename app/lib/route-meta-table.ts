import type { PageType } from "./seo";

export type RouteMetaEntry = {
  /** The page part of the title; the document title is '{title} | {brand}'. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** Site path of the share image; the 1200x630 Open Graph image when absent. */
  image?: string;
  type: PageType;
  /** Pages kept out of search results (login forms). */
  noindex?: boolean;
  /** Canonical path when it differs from the page's own path (duplicate URLs). */
  canonicalPath?: string;
};

const service = (title: string, description: string, keywords: string[]): RouteMetaEntry => ({
  title,
  description,
  keywords,
  type: "Service",
});

const privacy: RouteMetaEntry = {
  title: "Privacy Policy",
  description:
    "Come trattiamo i dati personali di visitatori, clienti e fornitori: finalità, basi giuridiche, tempi di conservazione e diritti dell'interessato secondo il GDPR.",
  keywords: ["privacy policy", "informativa privacy", "GDPR", "trattamento dati personali"],
  type: "WebPage",
  canonicalPath: "/privacy",
};

/** Metadata of every known public route (spec public-site, "Page metadata"). */
export const routeMetaTable: Record<string, RouteMetaEntry> = {
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
  "/chi-siamo": {
    title: "Chi siamo",
    description:
      "Dal 2005 accompagniamo le imprese nel digitale: la nostra storia, i valori, le competenze e il team che lavora ogni giorno ai progetti dei clienti.",
    keywords: ["chi siamo", "storia aziendale", "software house Verona", "20 anni di esperienza"],
    type: "ProfilePage",
  },
  "/blog": {
    title: "Blog",
    description:
      "Articoli, guide e novità su sviluppo software, siti internet, e-commerce, cloud e marketing digitale, scritti dal nostro team.",
    keywords: ["blog", "guide digitali", "novità tecnologiche", "marketing digitale"],
    type: "WebPage",
  },
  "/contatti": {
    title: "Contatti",
    description:
      "Scrivici o chiamaci per un preventivo gratuito: rispondiamo entro 24 ore. Sede vicino a Verona, aperti dal lunedì al venerdì dalle 9:00 alle 18:00.",
    keywords: [
      "contatti",
      "preventivo gratuito",
      "software house Verona",
      "richiesta informazioni",
    ],
    type: "WebPage",
  },
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
  "/webmail": {
    title: "Webmail",
    description:
      "Accesso alla posta elettronica via browser riservato ai clienti che hanno attivato un servizio di posta con noi.",
    keywords: ["webmail", "posta elettronica", "accesso email", "area clienti"],
    type: "WebPage",
    noindex: true,
  },
  "/area-clienti": {
    title: "Area Clienti",
    description:
      "Software da scaricare, guide per la configurazione della posta, apertura di ticket di assistenza e accesso all'area riservata dei clienti.",
    keywords: ["area clienti", "download software", "assistenza clienti", "configurazione posta"],
    type: "WebPage",
  },
  "/customer/login": {
    title: "Accesso Area Clienti",
    description:
      "Accedi all'area riservata per consultare i tuoi servizi, le scadenze, i ticket di assistenza e le comunicazioni.",
    keywords: ["accesso clienti", "login area clienti", "area riservata"],
    type: "WebPage",
    noindex: true,
  },
};
