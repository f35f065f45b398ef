import type { PlatformSeed } from "./platform-seed";

/** GXSecure and CryptoFolio: protecting credentials and keeping track of digital assets. */
export const securityPlatforms: PlatformSeed[] = [
  {
    name: "GXSecure",
    slug: "gxsecure",
    category: "software",
    gradientColor: "emerald",
    featured: true,
    shortDescription:
      "Password manager per aziende con cifratura end-to-end: credenziali condivise in sicurezza tra colleghi, accessi controllati e registro delle attività.",
    longDescription: `Le password riutilizzate o salvate in un foglio condiviso sono ancora una delle prime cause di violazione nelle piccole e medie imprese. GXSecure offre a ogni collaboratore una cassaforte personale e permette di condividere le credenziali di reparto senza mai mostrarle in chiaro.

La cifratura avviene sul dispositivo dell'utente con un'architettura zero-knowledge: nemmeno noi possiamo leggere i dati custoditi. L'accesso è protetto da autenticazione a più fattori e passkey, e l'estensione per il browser compila i moduli di accesso in modo automatico.

Gli amministratori decidono chi vede cosa, ricevono avvisi sulle password deboli o comparse in violazioni note e dispongono di un registro delle attività utile anche per dimostrare le misure richieste dalla NIS2.

Quando un collaboratore lascia l'azienda, i suoi accessi si revocano con un clic e le credenziali condivise restano al loro posto.`,
    features: [
      "Cifratura end-to-end con architettura zero-knowledge",
      "Cassette condivise per reparti e progetti",
      "Autenticazione a più fattori e passkey",
      "Estensione per Chrome, Edge e Firefox",
      "Controllo delle password deboli e violate",
      "Registro delle attività per gli amministratori",
      "Accesso unico con Microsoft Entra ID e Google",
      "App per Android e iPhone",
    ],
    technologies: ["Rust", "TypeScript", "React", "Web Crypto API", "PostgreSQL", "Kubernetes"],
    useCases: [
      {
        title: "Studi professionali",
        description:
          "Credenziali di portali fiscali, banche e clienti condivise tra soci e collaboratori, con accessi tracciati.",
      },
      {
        title: "Reparti IT e MSP",
        description:
          "Password di server, firewall e pannelli dei clienti in cassette separate, con permessi granulari.",
      },
      {
        title: "Aziende soggette a NIS2",
        description:
          "Controllo degli accessi, MFA e registro delle attività a supporto delle misure di sicurezza richieste.",
      },
    ],
    relatedServices: ["consulenza-it", "soluzioni-cloud", "programmazione-software"],
    metaTitle: "GXSecure - Password manager aziendale | Scaligera Digital",
    metaDescription:
      "GXSecure è il password manager per PMI con cifratura end-to-end, condivisione sicura, MFA, passkey e registro delle attività.",
    metaKeywords:
      "password manager aziendale, gestione password, zero-knowledge, MFA, passkey, NIS2",
    screen: {
      menu: ["Cassaforte", "Condivise", "Gruppi", "Utenti", "Rapporti", "Registro", "Impostazioni"],
      stats: [
        ["Credenziali", "1.842"],
        ["Punteggio sicurezza", "92/100"],
        ["Password deboli", "7"],
      ],
      rows: [
        ["Portale Agenzia Entrate", "Cassetta Contabilità", "Condivisa"],
        ["Firewall sede", "Cassetta IT", "Protetta"],
        ["Home banking", "Cassetta Direzione", "MFA attiva"],
        ["Gestionale magazzino", "Cassetta Logistica", "Condivisa"],
        ["Account social", "Cassetta Marketing", "Da cambiare"],
        ["Posta certificata", "Cassetta Segreteria", "Protetta"],
      ],
    },
    gallery: [
      ["elenco", "Cassetta condivisa"],
      ["report", "Rapporto di sicurezza"],
      ["mobile", "Accesso sicuro ovunque"],
    ],
  },
  {
    name: "CryptoFolio",
    slug: "crypto-folio",
    category: "tool",
    gradientColor: "orange",
    featured: false,
    shortDescription:
      "Monitoraggio del portafoglio di criptovalute su più exchange e wallet, con andamento in tempo reale e report annuali pronti per il commercialista.",
    longDescription: `CryptoFolio riunisce in un'unica vista le criptovalute detenute su exchange e wallet diversi, senza mai custodire i fondi: i collegamenti avvengono tramite chiavi API in sola lettura o indirizzi pubblici.

Valori e rendimenti si aggiornano in tempo reale, e lo storico delle operazioni viene ricostruito in automatico. Gli avvisi di prezzo segnalano i movimenti importanti via e-mail o notifica.

A fine anno CryptoFolio prepara un report con saldi, operazioni e plusvalenze calcolate, da consegnare al proprio commercialista per la dichiarazione dei redditi. I dati si esportano anche in CSV e PDF.

Le chiavi di collegamento sono cifrate e l'accesso è protetto da autenticazione a due fattori: la sicurezza è la stessa che applichiamo ai progetti bancari.`,
    features: [
      "Portafoglio unico su più exchange e wallet",
      "Collegamenti in sola lettura, nessuna custodia dei fondi",
      "Valori e rendimenti in tempo reale",
      "Ricostruzione automatica dello storico",
      "Avvisi di prezzo via e-mail e notifica",
      "Report annuale per il commercialista",
      "Esportazione in CSV e PDF",
    ],
    technologies: [
      "TypeScript",
      "React",
      "Node.js",
      "PostgreSQL",
      "TimescaleDB",
      "WebSocket",
      "Docker",
    ],
    useCases: [
      {
        title: "Investitori privati",
        description:
          "Una sola vista per tutti i conti e i wallet, con l'andamento reale del capitale investito.",
      },
      {
        title: "Studi commercialisti",
        description:
          "Report ordinati e completi dei clienti che detengono cripto-attività, pronti per la dichiarazione.",
      },
      {
        title: "Aziende che accettano cripto",
        description:
          "Tracciamento degli incassi e dei controvalori in euro alla data di ogni operazione.",
      },
    ],
    relatedServices: ["programmazione-software", "soluzioni-cloud", "consulenza-it"],
    metaTitle: "CryptoFolio - Portafoglio crypto e report fiscali | Scaligera Digital",
    metaDescription:
      "CryptoFolio monitora criptovalute su exchange e wallet in sola lettura, con valori in tempo reale, avvisi e report annuali per il commercialista.",
    metaKeywords:
      "portafoglio crypto, criptovalute, tracker, report fiscale crypto, exchange, wallet",
    screen: {
      menu: ["Portafoglio", "Operazioni", "Exchange", "Wallet", "Avvisi", "Report", "Impostazioni"],
      stats: [
        ["Valore totale", "€ 48.215"],
        ["Rendimento annuo", "+12,4%"],
        ["Conti collegati", "5"],
      ],
      rows: [
        ["Bitcoin", "0,42 BTC", "+3,1% oggi"],
        ["Ethereum", "6,8 ETH", "-0,8% oggi"],
        ["Solana", "120 SOL", "+5,2% oggi"],
        ["USDC", "2.500 USDC", "Stabile"],
        ["Cardano", "4.000 ADA", "+1,4% oggi"],
        ["Polkadot", "300 DOT", "-2,0% oggi"],
      ],
    },
    gallery: [
      ["report", "Andamento del portafoglio"],
      ["elenco", "Operazioni"],
      ["mobile", "Il portafoglio sempre con te"],
    ],
  },
];
