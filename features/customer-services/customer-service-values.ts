import type { BadgeTone } from "#kit/ui/badge";
import { labelledOptions } from "../shared/value-options";

/**
 * The statuses of a service assigned to a customer (../shared/spec/back-office.md §3): the one list
 * the database enum (customer-services.table.ts), the zod schemas, the back office and the customer
 * dashboard use, with the back office's Italian labels and the customer's own wording.
 * Browser-safe: no zod, no drizzle.
 */
export const serviceStatuses = ["active", "suspended", "expired", "cancelled"] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

export const serviceStatusLabels: Record<ServiceStatus, string> = {
  active: "Attivo",
  suspended: "Sospeso",
  expired: "Scaduto",
  cancelled: "Annullato",
};

/** The badge colour of each status, in the back office and the customer area alike. */
export const serviceStatusTones: Record<ServiceStatus, BadgeTone> = {
  active: "success",
  suspended: "caution",
  expired: "danger",
  cancelled: "neutral",
};

/** The customer's own view of a service status (with the colours of `serviceStatusTones`). */
export const customerServiceStatusLabels: Record<ServiceStatus, string> = {
  active: "Attivo",
  suspended: "Sospeso",
  expired: "Scaduto",
  cancelled: "Disdetto",
};

/**
 * How the activity log names an assignment (decision 032): its routes are mounted under
 * /customers/{id}/services, but each entry is the assignment's own, so its dialog lists them.
 */
export const ASSIGNMENT_ENTITY = "customer-services";

export const serviceStatusOptions = labelledOptions(serviceStatuses, serviceStatusLabels);
