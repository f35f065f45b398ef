import type { PortfolioProject } from "./project-types";

/** Projects for public bodies and professional firms. */
export const publicSectorProjects: PortfolioProject[] = [
  {
    id: "geoportale-territoriale",
    title: "Geoportale Territoriale",
    subtitle: "Sistema informativo territoriale per i comuni",
    description:
      "Una piattaforma web GIS che riunisce cartografia catastale, piano regolatore, reti dei servizi e vincoli su un'unica mappa, consultabile da uffici tecnici, professionisti e cittadini direttamente dal browser.",
    image: "/portfolio/geoportale-territoriale.svg",
    alt: "Mappa del geoportale con particelle catastali, zone del piano regolatore e pannello dei livelli tematici",
    challenge:
      "I dati del territorio erano sparsi tra file CAD, fogli di calcolo e tavole cartacee: ogni richiesta di un cittadino o di un tecnico richiedeva ricerche manuali e giorni di attesa.",
    solution:
      "Abbiamo unificato le banche dati in PostGIS, pubblicato i livelli con GeoServer e costruito un'interfaccia in React e OpenLayers con ricerca, interrogazione e stampa in scala.",
    technologies: ["React", "OpenLayers", "PostGIS", "GeoServer", "Node.js"],
    results: [
      "Certificati di destinazione urbanistica preparati in minuti invece che in giorni",
      "Oltre 40 livelli tematici aggiornati dagli stessi uffici",
      "Consultazione pubblica senza recarsi allo sportello",
    ],
    duration: "8 mesi",
    year: 2024,
    category: "WEB GIS",
    url: "#",
    linkTo: null,
    moodboard: [
      { name: "Verde territorio", hex: "#166534" },
      { name: "Blu cartografico", hex: "#1E3A8A" },
      { name: "Ocra", hex: "#CA8A04" },
      { name: "Sabbia", hex: "#E7E5E4" },
      { name: "Ardesia", hex: "#334155" },
    ],
    highlights: {
      heading: "Caratteristiche",
      items: [
        "Catasto, piano regolatore e vincoli sovrapposti su un'unica mappa",
        "Ricerca per indirizzo, foglio e particella",
        "Livelli tematici su reti idriche, illuminazione e servizi",
        "Profili distinti per uffici tecnici, professionisti e cittadini",
        "Stampa in scala ed esportazione in PDF",
      ],
    },
  },
  {
    id: "studio-ferrari-associati",
    title: "Studio Ferrari & Associati",
    subtitle: "Sito corporate per uno studio di commercialisti",
    description:
      "Il nuovo sito istituzionale di uno studio di commercialisti e consulenti del lavoro di Verona: servizi, professionisti, scadenzario fiscale e modulistica, con un'immagine sobria e autorevole.",
    image: "/portfolio/studio-ferrari-associati.svg",
    alt: "Home page del sito dello studio con il menu dei servizi e lo scadenzario fiscale in evidenza",
    challenge:
      "Il vecchio sito non era consultabile da smartphone, non portava contatti e ogni aggiornamento delle scadenze passava da un fornitore esterno.",
    solution:
      "Abbiamo progettato un sito veloce e accessibile, con un CMS semplice per pubblicare circolari e scadenze e un modulo che indirizza ogni richiesta al professionista competente.",
    technologies: ["React", "TypeScript", "Tailwind CSS", "CMS headless", "SEO tecnica"],
    results: [
      "Richieste di contatto triplicate nel primo trimestre",
      "Scadenzario aggiornato in autonomia dalla segreteria",
      "Prima pagina su Google per le ricerche locali dello studio",
    ],
    duration: "3 mesi",
    year: 2024,
    category: "Sito Corporate",
    url: "https://www.studioferrariassociati.example",
    linkTo: null,
    moodboard: [
      { name: "Verde petrolio", hex: "#0F766E" },
      { name: "Acqua", hex: "#14B8A6" },
      { name: "Grafite", hex: "#1E293B" },
      { name: "Bronzo", hex: "#B45309" },
      { name: "Carta", hex: "#F8FAFC" },
    ],
    highlights: {
      heading: "Obiettivi",
      items: [
        "Presentare servizi e professionisti con un'immagine autorevole",
        "Trasformare le visite in richieste di consulenza qualificate",
        "Pubblicare circolari e scadenze senza interventi tecnici",
        "Ridurre le telefonate per la modulistica ricorrente",
      ],
    },
  },
  {
    id: "ecocalendario-adige-baldo",
    title: "EcoCalendario Adige Baldo",
    subtitle: "App per la raccolta differenziata del consorzio dei comuni",
    description:
      "Una Progressive Web App che porta sul telefono di ogni famiglia il calendario della raccolta porta a porta della propria via, con promemoria, dizionario dei rifiuti e segnalazioni al consorzio.",
    image: "/portfolio/ecocalendario-adige-baldo.svg",
    alt: "Schermate dell'app con il calendario settimanale dei ritiri e il promemoria per la carta",
    challenge:
      "Ogni comune del consorzio aveva calendari diversi, stampati una volta l'anno: le variazioni per festività e maltempo non arrivavano ai cittadini.",
    solution:
      "Una PWA installabile senza passare dagli store, che funziona anche offline e riceve le variazioni in tempo reale da un pannello gestito dal consorzio.",
    technologies: ["React", "PWA", "Service Worker", "Web Push", "Node.js"],
    results: [
      "Oltre 9.000 installazioni nei primi sei mesi",
      "Segnalazioni di abbandono gestite in metà del tempo",
      "Calendari cartacei ridotti del 60%",
    ],
    duration: "4 mesi",
    year: 2024,
    category: "App PWA",
    url: "https://www.consorzioadigebaldo.example",
    linkTo: null,
    moodboard: [
      { name: "Verde raccolta", hex: "#15803D" },
      { name: "Lime", hex: "#84CC16" },
      { name: "Azzurro vetro", hex: "#0284C7" },
      { name: "Giallo plastica", hex: "#FACC15" },
      { name: "Grigio secco", hex: "#475569" },
    ],
    highlights: {
      heading: "Obiettivi",
      items: [
        "Calendario personalizzato per comune e via",
        "Promemoria la sera prima di ogni ritiro",
        "Dizionario dei rifiuti: dove si butta?",
        "Segnalazioni con foto e posizione, anche offline",
      ],
    },
  },
];
