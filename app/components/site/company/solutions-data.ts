import type { ServiceSlug } from "#features/services/services";

/** The four white-label platforms of the catalogue (/piattaforme/{slug}). */
export const platformSummaries = [
  {
    slug: "1mail",
    name: "1Mail",
    kind: "Email marketing",
    text: "Newsletter, automazioni e campagne con dati ospitati in Europa e consensi gestiti secondo il GDPR.",
  },
  {
    slug: "gxsecure",
    name: "GXSecure",
    kind: "Password manager",
    text: "Credenziali aziendali condivise in sicurezza, con cifratura end-to-end e registro delle attività.",
  },
  {
    slug: "classy",
    name: "Classy",
    kind: "Prenotazione di corsi ed eventi",
    text: "Calendario, pagamenti online, liste d'attesa e check-in con QR code in un'unica piattaforma.",
  },
  {
    slug: "crypto-folio",
    name: "CryptoFolio",
    kind: "Portafoglio crypto",
    text: "Criptovalute di più exchange e wallet in un'unica vista, con report annuali per il commercialista.",
  },
] as const;

export type Sector = { title: string; text: string; services: readonly ServiceSlug[] };

/** Sectors we work for, each with the services that matter most there. */
export const sectors: readonly Sector[] = [
  {
    title: "Manifattura e industria",
    text: "Gestionali di produzione, integrazione con macchinari e magazzino, portali per i rivenditori e infrastrutture sicure.",
    services: ["programmazione-software", "soluzioni-cloud", "consulenza-it"],
  },
  {
    title: "Commercio e distribuzione",
    text: "Negozi online collegati al gestionale, portali B2B per gli ordini e campagne per acquisire nuovi clienti.",
    services: ["e-commerce", "marketing-strategico", "programmazione-software"],
  },
  {
    title: "Studi professionali",
    text: "Siti autorevoli, aree riservate per i clienti, documenti in cloud, sicurezza dei dati e adempimenti GDPR.",
    services: ["siti-internet", "consulenza-it", "soluzioni-cloud"],
  },
  {
    title: "Pubblica amministrazione",
    text: "Piattaforme GIS per il territorio, servizi online per i cittadini e siti accessibili secondo le WCAG 2.1 AA.",
    services: ["programmazione-software", "siti-internet"],
  },
  {
    title: "Turismo e ospitalità",
    text: "Siti multilingua con prenotazione diretta, campagne stagionali e una presenza curata su Google e sui social.",
    services: ["siti-internet", "marketing-strategico"],
  },
  {
    title: "Agroalimentare e vitivinicolo",
    text: "E-commerce di vino e olio, vendita all'estero, racconto del territorio e newsletter per i clienti affezionati.",
    services: ["e-commerce", "marketing-strategico"],
  },
];
