/**
 * Texts of /chi-siamo (../shared/spec/public-site.md §2 "About"): values, expertise, support and
 * milestones.
 */

export type TitledText = { title: string; text: string };

export const values: readonly TitledText[] = [
  {
    title: "Soluzioni su misura",
    text: "Ogni impresa è diversa: partiamo dai tuoi processi e dai tuoi obiettivi, non da un prodotto da vendere, e costruiamo ciò che serve davvero.",
  },
  {
    title: "Innovazione continua",
    text: "Studiamo e sperimentiamo ogni giorno nuove tecnologie, dall'intelligenza artificiale al cloud, e le adottiamo quando portano vantaggi concreti.",
  },
  {
    title: "Qualità e affidabilità",
    text: "Test automatici, revisione del codice, sicurezza e accessibilità fin dalla progettazione: il software che consegniamo è fatto per durare.",
  },
  {
    title: "Team esperto",
    text: "Sviluppatori, sistemisti, designer ed esperti di marketing che lavorano insieme da anni e parlano il linguaggio della tua azienda.",
  },
];

export type TechArea = TitledText & { to: string; items: readonly string[] };

export const techAreas: readonly TechArea[] = [
  {
    title: "Sviluppo Software",
    to: "/servizi/programmazione-software",
    text: "Gestionali, applicazioni web e app mobile progettati sui processi dei clienti e integrati con i sistemi esistenti.",
    items: ["TypeScript e React", "Node.js e .NET", "App iOS e Android", "Integrazioni via API"],
  },
  {
    title: "Web Design",
    to: "/servizi/siti-internet",
    text: "Siti ed e-commerce chiari, veloci e accessibili, pensati per raccontare l'azienda e trasformare i visitatori in clienti.",
    items: ["Design responsive", "Accessibilità WCAG 2.1 AA", "SEO tecnica", "E-commerce"],
  },
  {
    title: "Soluzioni Cloud",
    to: "/servizi/soluzioni-cloud",
    text: "Infrastrutture scalabili, backup e monitoraggio su data center europei, con una disponibilità del 99,9%.",
    items: [
      "Migrazione al cloud",
      "Hosting gestito",
      "Backup e disaster recovery",
      "Monitoraggio continuo",
    ],
  },
];

export const supportPoints: readonly TitledText[] = [
  {
    title: "Consulenza personalizzata",
    text: "Un referente dedicato che conosce il tuo progetto e ti aiuta a prendere le decisioni tecniche con serenità.",
  },
  {
    title: "Supporto continuo post-progetto",
    text: "Dopo il lancio restiamo al tuo fianco: ticket di assistenza, telefono ed e-mail con tempi di risposta chiari.",
  },
  {
    title: "Formazione",
    text: "Sessioni pratiche per il tuo personale, guide scritte e video, perché ogni strumento venga usato al meglio.",
  },
  {
    title: "Manutenzione",
    text: "Aggiornamenti di sicurezza, backup verificati e piccoli miglioramenti programmati, per sistemi sempre efficienti.",
  },
];

export type Milestone = { year: string; title: string; text: string };

export const milestones: readonly Milestone[] = [
  {
    year: "2005",
    title: "La fondazione",
    text: "Nasciamo a Bussolengo, alle porte di Verona, con tre persone e un obiettivo: portare software di qualità alle piccole e medie imprese del territorio.",
  },
  {
    year: "2010",
    title: "L'espansione",
    text: "Il team cresce, arrivano i primi clienti fuori regione e i progetti per gli enti pubblici; nascono i servizi di hosting e di assistenza continuativa.",
  },
  {
    year: "2015",
    title: "L'innovazione",
    text: "Investiamo in cloud, app mobile e metodologie agili, e lanciamo le prime piattaforme white-label pensate per agenzie e rivenditori.",
  },
  {
    year: "2025",
    title: "Oggi",
    text: "Vent'anni dopo siamo un team multidisciplinare che segue aziende ed enti in tutta Italia con la stessa cura dei primi progetti.",
  },
];
