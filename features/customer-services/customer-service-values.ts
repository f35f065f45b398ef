/**
 * The statuses of a service assigned to a customer (back-office.md section 3): the one list the
 * database enum (features/<entity>/<entity>.table.ts), the zod schemas, the back office and the customer
 * dashboard use, with the back office's Italian labels (the customer's own wording is
 * customerServiceStatusLabels in domain/customer-portal/portal-labels.ts). Browser-safe: no zod,
 * no drizzle.
 */
export const serviceStatuses = ["active", "suspended", "expired", "cancelled"] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

export const serviceStatusLabels: Record<ServiceStatus, string> = {
  active: "Attivo",
  suspended: "Sospeso",
  expired: "Scaduto",
  cancelled: "Annullato",
};
