import type { ServiceContent } from "../service.types";

export const sitiInternet: ServiceContent = {
  slug: "siti-internet",
  name: "Siti Internet",
  quoteService: "Siti Internet",
  title: "Realizzazione siti internet",
  tagline:
    "Siti aziendali moderni, accessibili e ottimizzati per i motori di ricerca, che raccontano bene la tua impresa e portano nuovi contatti.",
  summary:
    "Siti aziendali moderni, accessibili e ottimizzati per i motori di ricerca, pensati per portare contatti.",
  highlights: [
    "Siti aziendali e vetrina",
    "Design responsive e accessibile",
    "SEO tecnica e contenuti",
    "Pannello per aggiornare i contenuti",
  ],
  intro: [
    "Il sito è spesso il primo contatto tra un potenziale cliente e la tua azienda. Deve caricarsi in fretta, leggersi bene su ogni schermo, farsi trovare su Google e accompagnare chi lo visita fino alla richiesta di contatto.",
    "Realizziamo siti su misura curando insieme design, testi, prestazioni e accessibilità, e ti consegniamo un pannello semplice per aggiornare notizie, pagine e immagini in autonomia.",
  ],
  offerings: [
    {
      title: "Siti aziendali e vetrina",
      text: "Presentazione dell'azienda, dei prodotti e dei servizi con una struttura chiara e inviti all'azione efficaci.",
    },
    {
      title: "Landing page",
      text: "Pagine dedicate a campagne, lanci di prodotto e fiere, progettate per trasformare i visitatori in contatti.",
    },
    {
      title: "Siti multilingua",
      text: "Versioni in più lingue con traduzioni gestite dal pannello e impostazioni SEO dedicate a ogni mercato.",
    },
    {
      title: "Accessibilità e conformità",
      text: "Siti conformi alle WCAG 2.1 AA e all'European Accessibility Act, con gestione dei cookie e informative in regola con il GDPR.",
    },
  ],
  audience: [
    {
      title: "Aziende che rinnovano il sito",
      text: "Che hanno un sito datato, lento o difficile da aggiornare e vogliono tornare a ricevere richieste dal web.",
    },
    {
      title: "Professionisti e studi",
      text: "Che vogliono presentare competenze e servizi con autorevolezza e farsi trovare da chi cerca in zona.",
    },
    {
      title: "Turismo, cantine e agriturismi",
      text: "Che vogliono raccontare il territorio con immagini curate e ricevere prenotazioni e richieste dirette.",
    },
  ],
  steps: [
    {
      title: "Obiettivi e contenuti",
      text: "Definiamo pubblico, messaggi e obiettivi del sito, e pianifichiamo testi, immagini e pagine necessarie.",
    },
    {
      title: "Architettura e design",
      text: "Progettiamo la struttura delle pagine e la grafica, partendo da smartphone e verificando leggibilità e contrasti.",
    },
    {
      title: "Sviluppo e ottimizzazione",
      text: "Realizziamo il sito con codice leggero, immagini ottimizzate, dati strutturati e controlli di accessibilità automatici e manuali.",
    },
    {
      title: "Messa online e formazione",
      text: "Pubblichiamo il sito, configuriamo statistiche e Search Console e ti insegniamo a gestire i contenuti dal pannello.",
    },
  ],
  technologies: {
    title: "Tecnologie",
    items: [
      "React e React Router",
      "Next.js",
      "WordPress",
      "Tailwind CSS",
      "Headless CMS",
      "Dati strutturati Schema.org",
      "Google Search Console",
      "Lighthouse",
    ],
  },
  sectors: [
    "Studi professionali",
    "Industria e artigianato",
    "Turismo e ospitalità",
    "Cantine e aziende agricole",
    "Associazioni ed enti",
    "Sanità e benessere",
  ],
  faqs: [
    {
      question: "Quanto tempo serve per realizzare un sito?",
      answer:
        "Un sito aziendale richiede in genere dalle 4 alle 10 settimane, a seconda del numero di pagine, delle lingue e della disponibilità dei contenuti.",
    },
    {
      question: "Potrò aggiornare il sito da solo?",
      answer:
        "Sì: ogni sito include un pannello di gestione e una sessione di formazione. Se preferisci, possiamo occuparci noi degli aggiornamenti con un contratto di manutenzione.",
    },
    {
      question: "Vi occupate anche di dominio, hosting e posta elettronica?",
      answer:
        "Sì: registriamo il tuo dominio scegliendo tra oltre 500 estensioni, italiane e internazionali, ospitiamo il sito su server europei con backup giornalieri e configuriamo le caselle di posta aziendali.",
    },
  ],
};
