import { z } from "#kit/lib/zod";
import { requiredIdField } from "../tickets/customer.schema";
import { serviceStatuses } from "../customer-services/customer-service-values";
import { portalRequestSchema } from "../customer-portal/portal-views";
import { senderFields } from "../support-desk/desk-views";

/**
 * Renewal requests (decision 033): the customer confirms one from the link of a renewal
 * reminder; the desk approves or rejects it. Browser-safe: shared by the forms, the API and
 * the back office.
 */
export const renewalMessages = {
  serviceRequired: "Seleziona il servizio da rinnovare",
  serviceNotFound: "Servizio non trovato",
  serviceNotRenewable:
    "Puoi chiedere il rinnovo solo di un servizio attivo o scaduto: per questo servizio contatta il supporto.",
  alreadyPending:
    "Hai già una richiesta di rinnovo in attesa per questo servizio: ti risponderemo al più presto.",
  notFound: "Richiesta di rinnovo non trovata",
  alreadyDecided: "Questa richiesta di rinnovo è già stata gestita: non è più in attesa",
} as const;

/** The statuses of a service whose renewal may be asked for. */
export const renewableStatuses = ["active", "expired"] as const;

/** POST /api/customer/renewal-requests. */
export const renewalRequestSchema = z.object({
  serviceId: requiredIdField(renewalMessages.serviceRequired),
});
export type RenewalRequestForm = z.input<typeof renewalRequestSchema>;
export type RenewalRequestInput = z.output<typeof renewalRequestSchema>;

/** GET /api/customer/renewal-requests: one of the customer's requests. */
export const portalRenewalRequestSchema = portalRequestSchema.extend({
  /** The service's expiry when the request was made (ISO). */
  expiryDate: z.string(),
  adminNotes: z.string().nullable(),
});
export type PortalRenewalRequest = z.output<typeof portalRenewalRequestSchema>;

/** GET /api/admin/renewal-requests: one row, with who sent it and the service's state now. */
export const deskRenewalRequestSchema = portalRenewalRequestSchema.extend({
  ...senderFields,
  serviceStatus: z.enum(serviceStatuses).nullable(),
  /** The service's current expiry (ISO): later than expiryDate once it has been renewed. */
  serviceExpiryDate: z.string().nullable(),
  price: z.string().nullable(),
});
export type DeskRenewalRequest = z.output<typeof deskRenewalRequestSchema>;
