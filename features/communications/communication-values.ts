/**
 * The types of a communication to customers with their Italian labels
 * (../shared/spec/back-office.md §4): the one list the table, the zod schemas, the back office, the
 * dashboard and the mails use. Browser-safe: no zod, no drizzle.
 */
export const communicationTypes = ["info", "warning", "alert", "announcement"] as const;
export type CommunicationType = (typeof communicationTypes)[number];

export const communicationTypeLabels: Record<CommunicationType, string> = {
  info: "Informazione",
  warning: "Avviso",
  alert: "Importante",
  announcement: "Annuncio",
};

/**
 * Who a communication goes to (issue 22): one customer, the customers with an active service of
 * one template or of one category, or every active customer; an explicit choice, never a
 * suggestion of the customer search.
 */
export const communicationAudiences = ["customer", "template", "category", "all"] as const;
export type CommunicationAudience = (typeof communicationAudiences)[number];

export const communicationAudienceLabels: Record<CommunicationAudience, string> = {
  customer: "Un cliente",
  template: "I clienti di un servizio",
  category: "I clienti di una categoria",
  all: "Tutti i clienti attivi",
};

/** How many names the confirmation lists before "e altri N". */
export const PREVIEW_NAMES = 5;
