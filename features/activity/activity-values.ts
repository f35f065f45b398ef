/**
 * Browser-safe values of the activity log (decision 032): the actions, the shape of a change,
 * the retention; the Italian names of the entities and their fields are in activity-fields.ts.
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

/** The retention setting (Impostazioni): months an entry is kept; 24 unless changed. */
export const ACTIVITY_RETENTION_KEY = "activity_retention_months";
export const DEFAULT_RETENTION_MONTHS = 24;
export const retentionLimits = { min: 1, max: 120 } as const;
