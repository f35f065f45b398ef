import type { ServiceContent } from "../service.types";

export const eCommerce: ServiceContent = {
  slug: "e-commerce",
  name: "E-commerce",
  quoteService: "e-commerce",
  title: "Sviluppo e-commerce",
  tagline:
    "Negozi online veloci, sicuri e semplici da gestire, collegati a magazzino, pagamenti e spedizioni, per vendere in Italia e all'estero.",
  summary:
    "Negozi online veloci e semplici da gestire, collegati a magazzino, pagamenti e spedizioni.",
  highlights: [
    "Negozi B2C e portali B2B",
    "Integrazione con gestionale e magazzino",
    "Pagamenti e spedizioni automatizzati",
    "Vendita all'estero in più lingue",
  ],
  intro: [
    "Un e-commerce che funziona non è solo una bella vetrina: è un sistema che riceve ordini, aggiorna il magazzino, incassa in sicurezza, prepara le spedizioni e fa tornare i clienti.",
    "Progettiamo negozi online partendo dai tuoi prodotti e dal tuo modo di vendere, scegliamo la piattaforma più adatta, da Shopify e WooCommerce fino a una soluzione su misura, e la colleghiamo ai sistemi che usi ogni giorno.",
  ],
  offerings: [
    {
      title: "Negozi online B2C",
      text: "Catalogo, schede prodotto curate, ricerca e filtri, checkout rapido anche da smartphone e area clienti con lo storico degli ordini.",
    },
    {
      title: "Portali B2B",
      text: "Listini personalizzati per cliente, ordini rapidi da elenco, condizioni di pagamento dedicate e strumenti per gli agenti.",
    },
    {
      title: "Integrazioni",
      text: "Sincronizzazione di prodotti, giacenze e ordini con il gestionale, fatturazione elettronica e collegamento con i corrieri.",
    },
    {
      title: "Crescita e ottimizzazione",
      text: "Analisi delle conversioni, SEO per le schede prodotto, e-mail automatiche e campagne per aumentare le vendite nel tempo.",
    },
  ],
  audience: [
    {
      title: "Produttori e aziende agricole",
      text: "Che vogliono vendere direttamente ai consumatori, in Italia e all'estero, raccontando il proprio territorio.",
    },
    {
      title: "Negozi e catene",
      text: "Che vogliono unire punto vendita e canale online, con giacenze e anagrafiche clienti condivise.",
    },
    {
      title: "Distributori e grossisti",
      text: "Che vogliono raccogliere gli ordini dei rivenditori a qualsiasi ora, senza telefonate ed e-mail da ricopiare.",
    },
  ],
  steps: [
    {
      title: "Analisi del catalogo e dei processi",
      text: "Studiamo prodotti, clienti, logistica e gestionale per definire cosa deve fare il negozio e come misurarne il successo.",
    },
    {
      title: "Piattaforma e design",
      text: "Scegliamo la piattaforma più adatta e progettiamo un'esperienza d'acquisto semplice, veloce e coerente con il tuo marchio.",
    },
    {
      title: "Sviluppo e integrazioni",
      text: "Configuriamo pagamenti, spedizioni e fiscalità, colleghiamo il gestionale e importiamo il catalogo, con test su ordini reali.",
    },
    {
      title: "Lancio e crescita",
      text: "Pubblichiamo il negozio, formiamo il personale e monitoriamo vendite e conversioni per migliorarle mese dopo mese.",
    },
  ],
  technologies: {
    title: "Piattaforme e tecnologie",
    items: [
      "Shopify",
      "WooCommerce",
      "Magento Open Source",
      "React",
      "Node.js",
      "API REST e webhook",
      "Google Analytics 4",
      "Google Merchant Center",
    ],
  },
  providers: {
    title: "Pagamenti e spedizioni",
    intro: "Integriamo i metodi di pagamento e i corrieri più usati dai consumatori italiani.",
    items: ["Stripe", "PayPal", "Satispay", "Nexi", "Scalapay", "BRT", "GLS", "Poste Italiane"],
  },
  sectors: [
    "Vino e olio",
    "Agroalimentare",
    "Moda e accessori",
    "Sport e biciclette",
    "Arredamento e design",
    "Ricambi e forniture B2B",
  ],
  faqs: [
    {
      question: "Meglio Shopify, WooCommerce o un e-commerce su misura?",
      answer:
        "Dipende da catalogo, volumi e integrazioni. Shopify è ideale per partire velocemente, WooCommerce offre grande flessibilità, lo sviluppo su misura serve quando i processi sono particolari. Ti consigliamo la soluzione più adatta dopo l'analisi.",
    },
    {
      question: "Potete collegare il negozio al mio gestionale?",
      answer:
        "Sì: integriamo i gestionali più diffusi in Italia e, quando serve, sviluppiamo connettori dedicati per sincronizzare prodotti, giacenze, ordini e clienti.",
    },
    {
      question: "Posso vendere anche all'estero?",
      answer:
        "Certo: gestiamo più lingue e valute, le regole IVA per le vendite a distanza nell'Unione europea e le spedizioni internazionali.",
    },
  ],
};
