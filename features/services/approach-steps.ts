import type { ServicePoint } from "./service.types";

/**
 * The four-step approach shown on /servizi (../shared/spec/public-site.md §2 "Services overview").
 */
export const approachSteps: readonly ServicePoint[] = [
  {
    title: "Analisi e strategia",
    text: "Ascoltiamo obiettivi, processi e vincoli, analizziamo mercato e sistemi esistenti e definiamo insieme priorità, budget e risultati attesi.",
  },
  {
    title: "Design e prototipazione",
    text: "Progettiamo l'architettura e l'esperienza d'uso con prototipi navigabili, da validare con te e con gli utenti prima di scrivere il codice.",
  },
  {
    title: "Sviluppo e test",
    text: "Sviluppiamo per cicli brevi, con demo frequenti, test automatici, revisione del codice e verifiche di sicurezza e accessibilità.",
  },
  {
    title: "Lancio e supporto",
    text: "Mettiamo online senza interruzioni, formiamo il tuo team e restiamo al tuo fianco con assistenza, manutenzione e nuove evoluzioni.",
  },
];
