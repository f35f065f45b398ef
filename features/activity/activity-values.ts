/**
 * Browser-safe values of the activity log (decision 032): the actions, the shape of a change,
 * the Italian names of the entities (by their admin API mount); the fields' are in
 * activity-fields.ts.
 */
export const activityActions = [
  "create",
  "update",
  "delete",
  "action",
  "export",
  "refused",
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityActionLabels: Record<ActivityAction, string> = {
  create: "Creazione",
  update: "Modifica",
  delete: "Eliminazione",
  action: "Operazione",
  export: "Esportazione",
  refused: "Operazioni rifiutate",
};

/** One field's change: `from` absent on a creation, `to` absent on a deletion. */
export type FieldChange = { from?: unknown; to?: unknown };
export type ActivityChanges = Record<string, FieldChange>;

/** What a secret's value is shown as (decision 032: secrets are never logged). */
export const HIDDEN_VALUE = "[nascosto]";

/** The Italian name of each admin API mount (server/api/admin/index.ts and the uploads). */
export const activityEntityLabels: Record<string, string> = {
  "hero-variants": "Banner della home",
  blog: "Articoli del blog",
  contacts: "Contatti",
  settings: "Impostazioni",
  "generate-sitemap": "Sitemap",
  credentials: "Credenziali",
  "service-templates": "Servizi",
  customers: "Clienti",
  "customer-services": "Servizi dei clienti",
  software: "Software",
  clients: "Referenze",
  "certified-partners": "Partner certificati",
  solutions: "Piattaforme",
  tickets: "Ticket",
  communications: "Comunicazioni",
  "info-requests": "Richieste di informazioni",
  "cancellation-requests": "Richieste di disdetta",
  "renewal-requests": "Richieste di rinnovo",
  "renewal-reminders": "Promemoria di rinnovo",
  "two-factor": "Verifica in due passaggi",
  "personal-data": "Dati personali",
  activity: "Registro attività",
  upload: "Caricamento immagini",
  "upload/software": "Caricamento file software",
  users: "Utenti",
  team: "Utenti",
  "refused-writes": "Operazioni rifiutate",
};

export const entityLabel = (entity: string): string => activityEntityLabels[entity] ?? entity;

/** The retention setting (Impostazioni): months an entry is kept; 24 unless changed. */
export const ACTIVITY_RETENTION_KEY = "activity_retention_months";
export const DEFAULT_RETENTION_MONTHS = 24;
export const retentionLimits = { min: 1, max: 120 } as const;
