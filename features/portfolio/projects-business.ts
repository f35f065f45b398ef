import type { PortfolioProject } from "./project-types";

/** Projects for companies: e-commerce, showcase site and business apps. */
export const businessProjects: PortfolioProject[] = [
  {
    id: "corte-antica-bio",
    title: "Corte Antica Bio",
    subtitle: "E-commerce di vino e olio biologici",
    description:
      "Il negozio online di una cantina della Valpolicella che produce anche olio extravergine biologico: catalogo con abbinamenti e certificazioni, club degli abbonati e spedizioni in Italia e in Europa.",
    image: "/portfolio/corte-antica-bio.svg",
    alt: "Pagina prodotto dell'e-commerce con una bottiglia di Valpolicella biologico e il pulsante di acquisto",
    challenge:
      "La cantina vendeva solo in azienda e alle fiere: serviva un canale diretto che raccontasse il biologico e gestisse accise e spedizioni verso l'estero.",
    solution:
      "Un e-commerce su misura collegato al gestionale di cantina, con calcolo automatico di spedizioni e accise, box degustazione in abbonamento e pagamenti sicuri.",
    technologies: ["Next.js", "Stripe", "PostgreSQL", "API gestionale", "Google Analytics 4"],
    results: [
      "Il 22% del fatturato al dettaglio ora arriva dal sito",
      "Oltre 600 abbonati al club delle box degustazione",
      "Ordini spediti in 12 Paesi europei",
    ],
    duration: "6 mesi",
    year: 2024,
    category: "E-commerce",
    url: "https://www.corteantica.example",
    linkTo: null,
    moodboard: [
      { name: "Bordeaux", hex: "#7F1D1D" },
      { name: "Rubino", hex: "#BE123C" },
      { name: "Oliva", hex: "#65A30D" },
      { name: "Terra", hex: "#78350F" },
      { name: "Crema", hex: "#FEF3C7" },
    ],
    highlights: {
      heading: "Obiettivi",
      items: [
        "Vendere vino e olio direttamente al consumatore finale",
        "Raccontare il metodo biologico e le certificazioni",
        "Spedizioni e accise calcolate in automatico per ogni Paese",
        "Fidelizzare i clienti con le box degustazione",
      ],
    },
  },
  {
    id: "zanolini-bike",
    title: "Zanolini Bike",
    subtitle: "Vetrina online per biciclette premium",
    description:
      "Il sito di un atelier di Bussolengo che costruisce biciclette da strada e gravel su misura: gallerie ad alta risoluzione, configuratore di telaio e componenti, prenotazione di test ride e visite biomeccaniche.",
    image: "/portfolio/zanolini-bike.svg",
    alt: "Home page di Zanolini Bike con una bicicletta da strada rossa e nera e il pulsante del configuratore",
    challenge:
      "Le bici si vendevano con il passaparola e il vecchio sito, lento e poco curato, non rendeva giustizia alla qualità artigianale dei telai.",
    solution:
      "Una vetrina ottimizzata per le prestazioni, con immagini in formati moderni, un configuratore guidato e la prenotazione online degli appuntamenti in negozio.",
    technologies: ["React", "React Router", "TypeScript", "Tailwind CSS", "Sharp"],
    results: [
      "+68% di prenotazioni di test ride",
      "Pagine caricate in 1,4 secondi su rete mobile",
      "Un terzo degli ordini su misura parte dal configuratore",
    ],
    duration: "6 mesi",
    year: 2024,
    category: "Sito Vetrina",
    url: "https://www.zanolinibike.example",
    linkTo: "/portfolio/zanolini-bike",
    moodboard: [
      { name: "Nero carbonio", hex: "#0F172A" },
      { name: "Rosso corsa", hex: "#DC2626" },
      { name: "Alluminio", hex: "#CBD5E1" },
      { name: "Grafite", hex: "#334155" },
      { name: "Bianco", hex: "#FFFFFF" },
    ],
    highlights: {
      heading: "Obiettivi",
      items: [
        "Raccontare la qualità artigianale di ogni telaio",
        "Guidare la scelta di taglia e componenti",
        "Portare i visitatori in negozio per il test ride",
        "Caricare le gallerie ad alta risoluzione in un attimo",
      ],
    },
  },
];
