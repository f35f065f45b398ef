/**
 * The types of a communication to customers with their Italian labels (back-office.md section
 * 4): the one list the table, the zod schemas, the back office, the dashboard and the mails use.
 * Browser-safe: no zod, no drizzle.
 */
export const communicationTypes = ["info", "warning", "alert", "announcement"] as const;
export type CommunicationType = (typeof communicationTypes)[number];

export const communicationTypeLabels: Record<CommunicationType, string> = {
  info: "Informazione",
  warning: "Avviso",
  alert: "Importante",
  announcement: "Annuncio",
};
