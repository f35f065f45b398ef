import type { OptionalConsent } from "#app/lib/consent";

/** The optional cookie categories as the visitor reads them (spec public-site section 9). */
export const optionalCookieCategories: {
  key: keyof OptionalConsent;
  label: string;
  description: string;
}[] = [
  {
    key: "analytics",
    label: "Analitici",
    description:
      "Ci dicono in forma aggregata quali pagine vengono visitate e come, con Google Analytics e indirizzo IP anonimizzato, per migliorare contenuti e prestazioni del sito.",
  },
  {
    key: "marketing",
    label: "Marketing",
    description:
      "Misurano l'efficacia delle nostre campagne pubblicitarie e delle richieste di preventivo che generano.",
  },
  {
    key: "preferences",
    label: "Preferenze",
    description:
      "Ricordano le tue scelte di navigazione, come le impostazioni di visualizzazione, per offrirti un'esperienza più comoda.",
  },
];
