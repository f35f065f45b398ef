import type { PlatformSeed } from "./platform-seed";

/** 1Mail and Classy: the platforms for talking to customers and filling courses and events. */
export const communicationPlatforms: PlatformSeed[] = [
  {
    name: "1Mail",
    slug: "1mail",
    category: "platform",
    gradientColor: "blue",
    featured: true,
    shortDescription:
      "Piattaforma italiana di email marketing per newsletter, automazioni e campagne, con dati ospitati in Europa e consenso gestito secondo il GDPR.",
    longDescription: `1Mail nasce dall'esperienza maturata gestendo le newsletter dei nostri clienti: cantine, negozi online, associazioni e studi professionali che volevano uno strumento semplice, in italiano e senza sorprese sulla privacy.

Con l'editor a blocchi si compone una newsletter in pochi minuti partendo da modelli già ottimizzati per smartphone. Le automazioni lavorano al posto vostro: messaggio di benvenuto ai nuovi iscritti, promemoria del carrello abbandonato, auguri di compleanno con un codice sconto, richiami ai clienti inattivi.

Tutti i dati risiedono su server nell'Unione europea. Il doppio opt-in, il registro dei consensi e la disiscrizione con un clic sono attivi di serie, così ogni campagna è conforme al GDPR fin dall'inizio.

1Mail è disponibile anche in versione white label: agenzie e rivenditori possono offrirla ai propri clienti con il proprio marchio e dominio.`,
    features: [
      "Editor a blocchi con modelli responsive",
      "Automazioni: benvenuto, carrello abbandonato, compleanni",
      "Segmentazione per interessi, acquisti e comportamento",
      "Test A/B su oggetto e contenuti",
      "Statistiche in tempo reale su aperture, clic e vendite",
      "Doppio opt-in e registro dei consensi GDPR",
      "Integrazione con WooCommerce, Shopify e CRM",
      "Invio di e-mail transazionali via API e SMTP",
    ],
    technologies: ["TypeScript", "Node.js", "React", "PostgreSQL", "Redis", "Docker", "Amazon SES"],
    useCases: [
      {
        title: "Cantine e aziende agricole",
        description:
          "Newsletter per il club dei clienti, inviti alle degustazioni e vendita diretta delle nuove annate.",
      },
      {
        title: "Negozi online",
        description:
          "Recupero dei carrelli abbandonati, consigli di acquisto personalizzati e promozioni stagionali misurabili.",
      },
      {
        title: "Associazioni ed enti",
        description:
          "Comunicazioni ai soci, convocazioni e campagne di raccolta fondi con liste sempre aggiornate.",
      },
      {
        title: "Agenzie e rivenditori",
        description:
          "Versione white label con il proprio marchio, più account cliente e fatturazione separata.",
      },
    ],
    relatedServices: ["marketing-strategico", "e-commerce", "programmazione-software"],
    metaTitle: "1Mail - Email marketing conforme al GDPR | Scaligera Digital",
    metaDescription:
      "1Mail è la piattaforma italiana di email marketing per PMI: newsletter, automazioni, segmentazione e statistiche, con dati in Europa e consenso GDPR.",
    metaKeywords:
      "email marketing, newsletter, automazioni email, GDPR, piattaforma italiana, white label",
    screen: {
      menu: [
        "Panoramica",
        "Campagne",
        "Contatti",
        "Automazioni",
        "Modelli",
        "Report",
        "Impostazioni",
      ],
      stats: [
        ["Iscritti", "12.480"],
        ["Tasso di apertura", "38,2%"],
        ["Clic", "6,9%"],
      ],
      rows: [
        ["Newsletter di novembre", "Inviata il 12/11", "Inviata"],
        ["Promo Black Friday", "Programmata 27/11", "Programmata"],
        ["Benvenuto nuovi iscritti", "Automazione", "Attiva"],
        ["Riattivazione inattivi", "Segmento: 90 giorni", "Bozza"],
        ["Invito alla degustazione", "Segmento: club", "Inviata"],
        ["Auguri di Natale", "Programmata 18/12", "Programmata"],
      ],
    },
    gallery: [
      ["report", "Report delle campagne"],
      ["elenco", "Campagne"],
      ["mobile", "Le campagne in tasca"],
    ],
  },
  {
    name: "Classy",
    slug: "classy",
    category: "platform",
    gradientColor: "purple",
    featured: true,
    shortDescription:
      "Prenotazione online di corsi ed eventi: calendario, pagamenti, liste d'attesa, promemoria e check-in con QR code in un'unica piattaforma.",
    longDescription: `Classy è la piattaforma per chi organizza corsi, workshop ed eventi e vuole smettere di gestire iscrizioni con fogli di calcolo, e-mail e bonifici da riconciliare.

I partecipanti scelgono la data dal calendario, pagano online con carta, PayPal o Satispay e ricevono subito la conferma con il biglietto. Quando i posti finiscono si apre la lista d'attesa, che avvisa automaticamente le persone in coda se qualcuno rinuncia.

Il giorno dell'evento il personale registra gli ingressi leggendo il QR code con lo smartphone. Al termine Classy invia gli attestati di partecipazione e un breve questionario di gradimento.

La piattaforma si integra nel sito esistente con un widget, oppure funziona come portale autonomo con il vostro marchio.`,
    features: [
      "Calendario di corsi ed eventi con posti limitati",
      "Pagamento online con carta, PayPal e Satispay",
      "Liste d'attesa automatiche",
      "Promemoria via e-mail e SMS",
      "Check-in con QR code da smartphone",
      "Attestati di partecipazione automatici",
      "Pacchetti di ingressi e abbonamenti",
    ],
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Stripe", "PWA"],
    useCases: [
      {
        title: "Enti di formazione",
        description:
          "Corsi a catalogo e su richiesta, registri presenze e attestati pronti per i fondi interprofessionali.",
      },
      {
        title: "Palestre e studi",
        description:
          "Lezioni di gruppo prenotabili dall'app, abbonamenti a ingressi e gestione delle disdette.",
      },
      {
        title: "Cantine e agriturismi",
        description:
          "Degustazioni e visite guidate prenotabili in più lingue, con pagamento anticipato.",
      },
      {
        title: "Ordini professionali",
        description:
          "Eventi formativi con crediti, controllo delle presenze e report per l'ordine.",
      },
    ],
    relatedServices: ["siti-internet", "e-commerce", "programmazione-software"],
    metaTitle: "Classy - Prenotazione online di corsi ed eventi | Scaligera Digital",
    metaDescription:
      "Classy gestisce prenotazioni, pagamenti, liste d'attesa e check-in con QR code per corsi, workshop, degustazioni ed eventi.",
    metaKeywords:
      "prenotazione corsi, gestione eventi, biglietteria online, check-in QR code, attestati",
    screen: {
      menu: [
        "Panoramica",
        "Calendario",
        "Corsi",
        "Partecipanti",
        "Pagamenti",
        "Attestati",
        "Impostazioni",
      ],
      stats: [
        ["Prenotazioni", "1.326"],
        ["Posti occupati", "87%"],
        ["Incassi del mese", "€ 18.940"],
      ],
      rows: [
        ["Corso Excel avanzato", "Martedì 9:00 · 14/16", "Quasi pieno"],
        ["Degustazione Amarone", "Sabato 17:00 · 20/20", "Completo"],
        ["Yoga al mattino", "Lun-Mer-Ven · 8/12", "Aperto"],
        ["Sicurezza sul lavoro", "Giovedì 14:00 · 22/25", "Aperto"],
        ["Workshop fotografia", "Domenica 10:00 · 6/8", "Aperto"],
        ["Visita in cantina", "Venerdì 16:00 · 12/15", "Aperto"],
      ],
    },
    gallery: [
      ["elenco", "Calendario dei corsi"],
      ["report", "Andamento delle prenotazioni"],
      ["mobile", "Prenota in un tocco"],
    ],
  },
];
