import type { PortfolioProject } from "./project-types";

/** Applications: working-time tracking and note synchronisation. */
export const appProjects: PortfolioProject[] = [
  {
    id: "timetrack-pro",
    title: "TimeTrack Pro",
    subtitle: "Rilevazione di presenze e ore lavorate",
    description:
      "L'app per timbrare da smartphone o tablet, gestire turni, ferie e permessi con l'approvazione del responsabile e consegnare ogni mese al consulente del lavoro dati già pronti per le buste paga.",
    image: "/portfolio/timetrack-pro.svg",
    alt: "Cruscotto di TimeTrack Pro con le presenze del giorno, le ore per commessa e il pulsante di timbratura",
    challenge:
      "Un'azienda metalmeccanica con più sedi raccoglieva le presenze su fogli cartacei e tabelle: a fine mese servivano giorni per controllarle e correggerle.",
    solution:
      "Un'app mobile e un pannello web con timbratura via QR code o posizione, flussi di approvazione e un'esportazione nel formato richiesto dal software paghe.",
    technologies: ["React Native", "TypeScript", "Node.js", "PostgreSQL", "API REST"],
    results: [
      "Chiusura mensile delle presenze ridotta del 70%",
      "350 dipendenti su 12 sedi e cantieri",
      "Nessun foglio presenze cartaceo",
    ],
    duration: "10 mesi",
    year: 2024,
    category: "App Aziendale",
    url: "https://www.timetrackpro.example",
    linkTo: "/portfolio/timetrack-pro",
    moodboard: [
      { name: "Indaco", hex: "#4338CA" },
      { name: "Blu", hex: "#2563EB" },
      { name: "Turchese", hex: "#0891B2" },
      { name: "Ardesia", hex: "#1E293B" },
      { name: "Ghiaccio", hex: "#F1F5F9" },
    ],
    highlights: {
      heading: "Obiettivi",
      items: [
        "Timbrature da smartphone con QR code o posizione",
        "Ferie e permessi approvati in un tocco dal responsabile",
        "Ore per commessa e centro di costo",
        "Esportazione pronta per il software paghe",
      ],
    },
  },
  {
    id: "notesync",
    title: "NoteSync",
    subtitle: "Appunti sincronizzati su ogni dispositivo",
    description:
      "Un'app per prendere note, liste e appunti vocali che si sincronizzano in tempo reale tra smartphone, tablet e computer, funzionano anche senza rete e restano cifrati dall'inizio alla fine.",
    image: "/portfolio/notesync.svg",
    alt: "L'app NoteSync su telefono e computer con lo stesso taccuino di appunti aperto",
    challenge:
      "Il cliente voleva un'alternativa alle app di note dei grandi fornitori, con i dati in Europa e la possibilità di condividere taccuini con il proprio team.",
    solution:
      "Un'architettura local-first con sincronizzazione a prova di conflitto, cifratura end-to-end e client nativi costruiti su un'unica base di codice.",
    technologies: ["React Native", "Electron", "CRDT", "WebSocket", "SQLite"],
    results: [
      "Sincronizzazione media in meno di un secondo",
      "Utilizzo completo anche offline",
      "Valutazione media di 4,7 su 5 negli store",
    ],
    duration: "6 mesi",
    year: 2024,
    category: "App Mobile",
    url: "#",
    linkTo: null,
    moodboard: [
      { name: "Ambra", hex: "#F59E0B" },
      { name: "Giallo nota", hex: "#FDE68A" },
      { name: "Viola", hex: "#7C3AED" },
      { name: "Carbone", hex: "#1F2937" },
      { name: "Bianco", hex: "#FFFFFF" },
    ],
    highlights: {
      heading: "Obiettivi",
      items: [
        "Sincronizzazione in tempo reale tra tutti i dispositivi",
        "Funzionamento completo senza connessione",
        "Cifratura end-to-end di ogni nota",
        "Taccuini condivisi con il team",
      ],
    },
  },
];
