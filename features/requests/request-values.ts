/**
 * Where an information or cancellation request stands, with its Italian labels
 * (../shared/spec/back-office.md §4): the one list the table, the zod schemas, the back office, the
 * dashboard and the mails use. Browser-safe: no zod, no drizzle.
 */
export const requestStatuses = ["pending", "answered", "approved", "rejected"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  pending: "In attesa",
  answered: "Risposta inviata",
  approved: "Approvata",
  rejected: "Respinta",
};

/**
 * When an approved cancellation ends the service (decision 046): at its expiry date (the
 * default: it stays active, does not renew and the daily job ends it) or at once.
 */
export const serviceEndings = ["at_expiry", "now"] as const;
export type ServiceEnding = (typeof serviceEndings)[number];

export const serviceEndingLabels: Record<ServiceEnding, string> = {
  at_expiry: "Alla scadenza",
  now: "Subito",
};
