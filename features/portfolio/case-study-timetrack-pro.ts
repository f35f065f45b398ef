import type { CaseStudy } from "./case-study-types";

export const timeTrackProCaseStudy: CaseStudy = {
  slug: "timetrack-pro",
  projectId: "timetrack-pro",
  lead: "Dai fogli presenze cartacei a un'app usata ogni giorno da 350 persone su 12 sedi: come TimeTrack Pro ha ridotto del 70% il lavoro di chiusura mensile delle presenze.",
  client: "Officine Meccaniche Adige, San Giovanni Lupatoto (VR)",
  sector: "Metalmeccanica e installazioni industriali",
  challenge: [
    "Officine Meccaniche Adige lavora in officina e nei cantieri dei clienti in tutto il Nord Italia. Le ore venivano segnate su fogli cartacei e ricopiate in tabelle dall'ufficio del personale.",
    "A fine mese servivano quasi quattro giorni per controllare presenze, straordinari e trasferte, con errori frequenti nelle ore imputate alle commesse e continui scambi di e-mail con il consulente del lavoro.",
  ],
  solution: [
    "Abbiamo affiancato l'ufficio del personale e i capisquadra per due settimane, per disegnare un flusso che funzionasse anche in cantiere, con guanti e poca rete. Il risultato è un'app per Android e iOS con timbratura tramite QR code o posizione, che salva i dati sul telefono e li invia appena torna la connessione.",
    "Il pannello web permette ai responsabili di approvare ferie, permessi e straordinari, e all'amministrazione di vedere le ore per commessa e centro di costo. A fine mese un clic genera il file nel formato del software paghe del consulente.",
  ],
  approach: [
    {
      title: "Osservazione sul campo",
      description: "Due settimane tra officina, cantieri e ufficio del personale.",
    },
    {
      title: "Pilota in una sede",
      description: "Trenta dipendenti hanno usato l'app per due mesi prima dell'estensione.",
    },
    {
      title: "Integrazioni",
      description: "Collegamento al gestionale commesse e al software paghe del consulente.",
    },
    {
      title: "Estensione e formazione",
      description: "Rilascio nelle altre sedi con brevi sessioni di formazione per i capisquadra.",
    },
  ],
  results: [
    { value: "-70%", label: "tempo dedicato alla chiusura mensile delle presenze" },
    { value: "350", label: "dipendenti che timbrano ogni giorno dall'app" },
    { value: "12", label: "sedi e cantieri gestiti da un unico pannello" },
    { value: "0", label: "fogli presenze cartacei da ricopiare" },
  ],
  gallery: [
    {
      src: "/portfolio/timetrack-pro-app.svg",
      alt: "Schermate dell'app mobile con il pulsante di timbratura e la richiesta di ferie",
      caption: "Timbratura, ferie e permessi dallo smartphone, anche senza rete.",
    },
    {
      src: "/portfolio/timetrack-pro-report.svg",
      alt: "Report mensile con le ore per commessa e il grafico degli straordinari",
      caption: "Ore per commessa e straordinari sempre sotto controllo.",
    },
  ],
  testimonial: {
    quote:
      "La chiusura del mese era il nostro incubo. Oggi controlliamo le anomalie in una mattina e il consulente riceve i dati già pronti.",
    author: "Laura Benedetti",
    role: "Responsabile del personale, Officine Meccaniche Adige",
  },
  quoteService: "Programmazione Software",
};
