import type { ServiceContent } from "../service.types";

export const marketingStrategico: ServiceContent = {
  slug: "marketing-strategico",
  name: "Marketing Strategico",
  quoteService: "Marketing Strategico",
  title: "Marketing strategico",
  tagline:
    "Strategia digitale, SEO, campagne pubblicitarie e analisi dei dati per portare clienti qualificati e misurare ogni risultato.",
  summary: "Strategie digitali, SEO e campagne misurabili per far crescere la tua presenza online.",
  highlights: [
    "Strategia digitale e posizionamento",
    "SEO e contenuti",
    "Campagne Google e social",
    "Analisi dei dati e report",
  ],
  intro: [
    "Un buon sito o un buon negozio online hanno bisogno dei visitatori giusti. Il marketing strategico unisce analisi del mercato, contenuti e pubblicità online per portarti clienti interessati a ciò che offri, con un budget sotto controllo.",
    "Lavoriamo su obiettivi concreti, come richieste di preventivo, vendite e iscrizioni, e misuriamo ogni azione nel rispetto della privacy, così sai sempre cosa funziona e dove conviene investire.",
  ],
  offerings: [
    {
      title: "Strategia e posizionamento",
      text: "Analisi di mercato e concorrenti, definizione del pubblico e dei messaggi, piano editoriale e piano degli investimenti.",
    },
    {
      title: "SEO e contenuti",
      text: "Ottimizzazione tecnica, ricerca delle parole chiave, articoli e pagine che rispondono alle domande dei tuoi clienti.",
    },
    {
      title: "Campagne pubblicitarie",
      text: "Google Ads, Meta e LinkedIn con obiettivi chiari, test continui e budget ottimizzati sul costo per contatto.",
    },
    {
      title: "Email marketing e automazioni",
      text: "Newsletter e percorsi automatici per coltivare i contatti e fidelizzare i clienti, anche con la nostra piattaforma 1Mail.",
    },
  ],
  audience: [
    {
      title: "Aziende B2B",
      text: "Che vogliono generare richieste qualificate da distributori, installatori e aziende clienti.",
    },
    {
      title: "Negozi online",
      text: "Che vogliono aumentare vendite e valore medio degli ordini riducendo il costo di acquisizione.",
    },
    {
      title: "Attività locali",
      text: "Che vogliono farsi trovare da chi cerca i loro servizi in zona, su Google e su Maps.",
    },
  ],
  steps: [
    {
      title: "Analisi e obiettivi",
      text: "Studiamo mercato, concorrenti e dati storici, e fissiamo obiettivi misurabili e un budget sostenibile.",
    },
    {
      title: "Piano strategico",
      text: "Scegliamo canali, messaggi e calendario delle attività, con gli indicatori che useremo per valutarle.",
    },
    {
      title: "Attivazione",
      text: "Configuriamo il tracciamento con il consenso dei visitatori, pubblichiamo contenuti e avviamo le campagne.",
    },
    {
      title: "Misura e ottimizzazione",
      text: "Ogni mese analizziamo i risultati, spostiamo il budget sulle azioni che rendono di più e ti inviamo un report chiaro.",
    },
  ],
  technologies: {
    title: "Strumenti",
    items: [
      "Google Analytics 4",
      "Google Tag Manager",
      "Google Ads",
      "Meta Ads",
      "LinkedIn Ads",
      "Google Search Console",
      "Google Business Profile",
      "1Mail",
    ],
  },
  sectors: [
    "Industria B2B",
    "E-commerce",
    "Turismo e ospitalità",
    "Vino e agroalimentare",
    "Studi professionali",
    "Formazione",
  ],
  faqs: [
    {
      question: "Dopo quanto tempo si vedono i risultati?",
      answer:
        "Le campagne a pagamento portano i primi contatti in poche settimane; la SEO richiede in genere dai 3 ai 6 mesi per risultati stabili. Nel frattempo ricevi report mensili sull'andamento.",
    },
    {
      question: "Quanto devo investire in pubblicità?",
      answer:
        "Definiamo insieme il budget in base agli obiettivi e al mercato: si può partire con cifre contenute e aumentare gli investimenti sulle campagne che rendono di più.",
    },
    {
      question: "Come misurate i risultati nel rispetto della privacy?",
      answer:
        "Configuriamo gli strumenti di analisi solo con il consenso dei visitatori, con l'anonimizzazione degli indirizzi IP e Google Consent Mode, e misuriamo le conversioni che contano per te.",
    },
  ],
};
