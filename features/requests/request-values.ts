/**
 * Where an information or cancellation request stands, with its Italian labels (back-office.md
 * section 4): the one list the table, the zod schemas, the back office, the dashboard and the
 * mails use. Browser-safe: no zod, no drizzle.
 */
export const requestStatuses = ["pending", "answered", "approved", "rejected"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  pending: "In attesa",
  answered: "Risposta inviata",
  approved: "Approvata",
  rejected: "Respinta",
};
