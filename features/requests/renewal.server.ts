import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import type { Rows } from "#db/list-query";
import { customerServices, customerUsers, renewalRequests, serviceTemplates } from "#db/schema";
import { deriveServicePricing } from "../customer-services/customer-view";
import type { MailLinks } from "../support-desk/desk-mail";
import type { RequestDecisionInput } from "../support-desk/desk.schema";
import {
  renewableStatuses,
  renewalMessages,
  type DeskRenewalRequest,
  type PortalRenewalRequest,
  type RenewalRequestInput,
} from "./renewal.schema";
import { renewalDecisionWords, renewalRequestMail } from "./renewal-request-mail";
import { customerName } from "#features/customers/customer-columns.server";
import { iso, ownRequests, type OwnRow } from "./request-fields.server";
import { requestDesk } from "./request-desk.server";
import { approveOrReject, decideRequest } from "./decide.server";
import { fileServiceRequest, type ServiceRequestKind } from "./file-request.server";

/**
 * Renewal requests (decision 033). The customer files one for their own service (404
 * otherwise), active or expired, while no other request for it is pending (400), checked under
 * the service's row lock; the company gets a mail in the same transaction. The desk lists them
 * pending first and approves or rejects a pending one (otherwise 400), mailing the customer;
 * the new expiry date is then set on the service as usual (Assegnazione Servizi).
 */
const ownFields = {
  id: renewalRequests.id,
  serviceId: renewalRequests.serviceId,
  serviceName: customerServices.serviceName,
  expiryDate: renewalRequests.expiryDate,
  status: renewalRequests.status,
  adminNotes: renewalRequests.adminNotes,
  createdAt: renewalRequests.createdAt,
  updatedAt: renewalRequests.updatedAt,
};

const toPortalView = (r: OwnRow<typeof ownFields>): PortalRenewalRequest => ({
  ...r,
  expiryDate: iso(r.expiryDate),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

/** GET /api/customer/renewal-requests: newest first (with `only`, just that one). */
export async function listOwnRenewalRequests(
  db: Database,
  customerId: number,
  only?: number,
): Promise<PortalRenewalRequest[]> {
  const rows = await ownRequests(db, renewalRequests, ownFields, customerId, only);
  return rows.map(toPortalView);
}

/** The price the customer pays for `service`, as the customer area shows it (decision 026). */
async function priceOf(tx: Database, service: typeof customerServices.$inferSelect) {
  const [template] = service.templateId
    ? await tx
        .select({
          templateType: serviceTemplates.type,
          basePrice: serviceTemplates.basePrice,
          basePricePeriod: serviceTemplates.basePricePeriod,
        })
        .from(serviceTemplates)
        .where(eq(serviceTemplates.id, service.templateId))
    : [];
  return deriveServicePricing({
    templateType: template?.templateType ?? null,
    basePrice: template?.basePrice ?? null,
    basePricePeriod: template?.basePricePeriod ?? null,
    customPrice: service.customPrice,
    customPricePeriod: service.customPricePeriod,
  }).price;
}

/** A renewal: of an active or expired service, one pending at a time per service. */
const renewalFiling: ServiceRequestKind<{ id: number; createdAt: Date }> = {
  table: renewalRequests,
  allowed: renewableStatuses,
  messages: { ...renewalMessages, notAllowed: renewalMessages.serviceNotRenewable },
  insert: async (tx, customerId, service) =>
    (
      await tx
        .insert(renewalRequests)
        .values({ customerId, serviceId: service.id, expiryDate: service.expiryDate })
        .returning({ id: renewalRequests.id, createdAt: renewalRequests.createdAt })
    )[0],
  mail: async (tx, customer, service, request) =>
    renewalRequestMail(customer, {
      ...request,
      serviceName: service.serviceName,
      expiryDate: service.expiryDate,
      price: await priceOf(tx, service),
    }),
};

/** POST /api/customer/renewal-requests. */
export async function createRenewalRequest(
  db: Database,
  customerId: number,
  input: RenewalRequestInput,
  mail: { mailTo: string },
): Promise<PortalRenewalRequest> {
  const id = await fileServiceRequest(db, customerId, input.serviceId, renewalFiling, mail);
  return (await listOwnRenewalRequests(db, customerId, id))[0]!;
}

// ---- the desk ----

const deskFields = {
  ...ownFields,
  customerId: renewalRequests.customerId,
  customerName,
  customerEmail: customerUsers.email,
  serviceStatus: customerServices.status,
  serviceExpiryDate: customerServices.expiryDate,
  customPrice: customerServices.customPrice,
  customPricePeriod: customerServices.customPricePeriod,
  templateType: serviceTemplates.type,
  basePrice: serviceTemplates.basePrice,
  basePricePeriod: serviceTemplates.basePricePeriod,
};
type DeskRow = Omit<
  Rows<typeof deskFields>[number],
  "serviceName" | "serviceStatus" | "serviceExpiryDate"
> & {
  serviceName: string | null;
  serviceStatus: DeskRenewalRequest["serviceStatus"];
  serviceExpiryDate: Date | null;
};

function toDeskView(row: DeskRow): DeskRenewalRequest {
  const {
    customPrice,
    customPricePeriod,
    templateType,
    basePrice,
    basePricePeriod,
    serviceExpiryDate,
    ...rest
  } = row;
  return {
    ...toPortalView(rest),
    customerId: rest.customerId,
    customerName: rest.customerName,
    customerEmail: rest.customerEmail,
    serviceStatus: rest.serviceStatus,
    serviceExpiryDate: serviceExpiryDate ? iso(serviceExpiryDate) : null,
    price: deriveServicePricing({
      templateType,
      customPrice,
      customPricePeriod,
      basePrice,
      basePricePeriod,
    }).price,
  };
}

const renewalDesk = requestDesk({
  table: renewalRequests,
  statuses: ["pending", "approved", "rejected"],
  subject: customerServices.serviceName,
  date: renewalRequests.createdAt,
  search: [customerServices.serviceName],
  fields: deskFields,
  view: toDeskView,
  join: (select) =>
    select.leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId)),
});

/** The list's query (decision 023): search, sort, page and `?status=`. */
export const renewalRequestListQuery = renewalDesk.query;

/** GET /api/admin/renewal-requests: one page, pending first then newest unless sorted. */
export const listRenewalRequestPage = renewalDesk.page;

const renewing = approveOrReject(
  renewalRequests,
  renewalMessages.alreadyDecided,
  renewalDecisionWords,
);

/** PUT /api/admin/renewal-requests/:id: approves or rejects a pending request; null when unknown. */
export async function decideRenewalRequest(
  db: Database,
  id: number,
  input: RequestDecisionInput,
  links: MailLinks,
): Promise<DeskRenewalRequest | null> {
  return (await decideRequest(db, renewing, id, input, links)) ? renewalDesk.one(db, id) : null;
}
