/**
 * The kinds of personal data a request (GDPR art. 15, 17, 20) finds for one e-mail address: each
 * is one JSON and one CSV file of the export ZIP and one line of the counts. Browser-safe.
 */
export const personalDataKinds = [
  "profilo",
  "servizi",
  "ticket",
  "messaggi-ticket",
  "allegati-ticket",
  "richieste-disdetta",
  "richieste-informazioni",
  "messaggi-richieste",
  "richieste-rinnovo",
  "movimenti-ore",
  "comunicazioni",
  "note-interne",
  "messaggi-contatto",
  "email-inviate",
  "sessioni",
  "reimpostazioni-password",
] as const;

export type PersonalDataKind = (typeof personalDataKinds)[number];

export const personalDataLabels: Record<PersonalDataKind, string> = {
  profilo: "Profilo cliente",
  servizi: "Servizi",
  ticket: "Ticket di assistenza",
  "messaggi-ticket": "Messaggi dei ticket",
  "allegati-ticket": "Allegati dei ticket (nome, tipo, dimensione, data)",
  "richieste-disdetta": "Richieste di disdetta",
  "richieste-informazioni": "Richieste di informazioni",
  "messaggi-richieste": "Messaggi delle richieste di informazioni",
  "movimenti-ore": "Movimenti del monte ore",
  "richieste-rinnovo": "Richieste di rinnovo",
  comunicazioni: "Comunicazioni ricevute",
  "note-interne": "Note interne dello staff",
  "messaggi-contatto": "Messaggi e richieste di preventivo",
  "email-inviate": "E-mail inviate",
  sessioni: "Sessioni (solo date)",
  "reimpostazioni-password": "Richieste di nuova password (solo date)",
};

/** One kind and how many records of it. */
export type KindCount = { kind: PersonalDataKind; label: string; count: number };

/** What a search finds: the counts per kind and what an erasure would do with them. */
export type PersonalDataSummary = {
  email: string;
  customer: { id: number; name: string } | null;
  total: number;
  counts: KindCount[];
  /** Deleted by an erasure. */
  removed: KindCount[];
  /** Kept by an erasure, with the person's data replaced (records the law asks to keep). */
  anonymised: KindCount[];
};
