import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  joinedPage,
  listQuery,
  optionalParam,
  tableList,
  type Rows,
} from "#server/http/list-query";
import { z } from "../shared/zod";
import { customerServices, customerUsers, renewalRequests, serviceTemplates } from "#db/schema";
import { enqueueMail } from "../mail/outbox.server";
import { DomainError } from "../shared/domain-error";
import { mailCustomerOf } from "../customer-portal/portal-customer.server";
import { deriveServicePricing } from "../customer-services/customer-view";
import type { MailLinks } from "../support-desk/desk-mail";
import type { CancellationDecisionInput } from "../support-desk/desk.schema";
import {
  renewableStatuses,
  renewalMessages,
  type DeskRenewalRequest,
  type PortalRenewalRequest,
  type RenewalRequestInput,
} from "./renewal.schema";
import { renewalDecisionMail, renewalRequestMail } from "./renewal-request-mail";

/**
 * Renewal requests (decision 033). The customer files one for their own service (404
 * otherwise), active or expired, while no other request for it is pending (400), checked under
 * the service's row lock; the company gets a mail in the same transaction. The desk lists them
 * pending first and approves or rejects a pending one (otherwise 400), mailing the customer;
 * the new expiry date is then set on the service as usual (Clienti → servizi).
 */
const iso = (date: Date) => date.toISOString();
const customerName = sql<string>`${customerUsers.firstName} || ' ' || ${customerUsers.lastName}`;

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

/** A row of `ownFields` (the service comes through a left join). */
type OwnRow = Omit<Rows<typeof ownFields>[number], "serviceName"> & { serviceName: string | null };
const toPortalView = (r: OwnRow): PortalRenewalRequest => ({
  ...r,
  expiryDate: iso(r.expiryDate),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

/** GET /api/customer/renewal-requests: newest first. */
export async function listOwnRenewalRequests(
  db: Database,
  customerId: number,
): Promise<PortalRenewalRequest[]> {
  const rows = await db
    .select(ownFields)
    .from(renewalRequests)
    .leftJoin(customerServices, eq(customerServices.id, renewalRequests.serviceId))
    .where(eq(renewalRequests.customerId, customerId))
    .orderBy(desc(renewalRequests.createdAt), desc(renewalRequests.id));
  return rows.map(toPortalView);
}

/** POST /api/customer/renewal-requests. */
export async function createRenewalRequest(
  db: Database,
  customerId: number,
  input: RenewalRequestInput,
  { mailTo }: { mailTo: string },
): Promise<PortalRenewalRequest> {
  const id = await db.transaction(async (tx) => {
    // The service row is locked, so two requests sent at once cannot both pass the check below.
    const [service] = await tx
      .select({
        id: customerServices.id,
        serviceName: customerServices.serviceName,
        status: customerServices.status,
        expiryDate: customerServices.expiryDate,
        customPrice: customerServices.customPrice,
        customPricePeriod: customerServices.customPricePeriod,
        templateId: customerServices.templateId,
      })
      .from(customerServices)
      .where(
        and(eq(customerServices.id, input.serviceId), eq(customerServices.customerId, customerId)),
      )
      .for("update");
    if (!service) throw new DomainError("not-found", renewalMessages.serviceNotFound);
    if (!(renewableStatuses as readonly string[]).includes(service.status)) {
      throw new DomainError("invalid", renewalMessages.serviceNotRenewable, "serviceId");
    }
    const [pending] = await tx
      .select({ id: renewalRequests.id })
      .from(renewalRequests)
      .where(and(eq(renewalRequests.serviceId, service.id), eq(renewalRequests.status, "pending")))
      .limit(1);
    if (pending) throw new DomainError("invalid", renewalMessages.alreadyPending, "serviceId");
    const [row] = await tx
      .insert(renewalRequests)
      .values({ customerId, serviceId: service.id, expiryDate: service.expiryDate })
      .returning({ id: renewalRequests.id, createdAt: renewalRequests.createdAt });
    if (!row) throw new Error("renewal_requests insert returned no row");
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
    const price = deriveServicePricing({
      templateType: template?.templateType ?? null,
      basePrice: template?.basePrice ?? null,
      basePricePeriod: template?.basePricePeriod ?? null,
      customPrice: service.customPrice,
      customPricePeriod: service.customPricePeriod,
    }).price;
    const customer = await mailCustomerOf(tx, customerId);
    await enqueueMail(tx, {
      to: mailTo,
      replyTo: customer.email,
      ...renewalRequestMail(customer, {
        id: row.id,
        serviceName: service.serviceName,
        expiryDate: service.expiryDate,
        price,
        createdAt: row.createdAt,
      }),
    });
    return row.id;
  });
  return (await listOwnRenewalRequests(db, customerId)).find((r) => r.id === id)!;
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

const fromRenewalRequests = (db: Database) => (fields: object) =>
  db
    .select(fields as typeof deskFields)
    .from(renewalRequests)
    .innerJoin(customerUsers, eq(customerUsers.id, renewalRequests.customerId))
    .leftJoin(customerServices, eq(customerServices.id, renewalRequests.serviceId))
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .$dynamic();

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

const renewalList = tableList({
  search: [customerServices.serviceName, customerName, customerUsers.email],
  columns: {
    subject: customerServices.serviceName,
    customer: customerName,
    status: renewalRequests.status,
    date: renewalRequests.createdAt,
  },
  defaults: [
    asc(sql`case when ${renewalRequests.status} = 'pending' then 0 else 1 end`),
    desc(renewalRequests.createdAt),
    desc(renewalRequests.id),
  ],
});

const decidedStatuses = ["pending", "approved", "rejected"] as const;

/** The list's query (decision 023): search, sort, page and `?status=`. */
export const renewalRequestListQuery = listQuery(renewalList, {
  status: optionalParam(z.enum(decidedStatuses, { error: "Stato non valido" })),
});

/** GET /api/admin/renewal-requests: one page, pending first then newest unless sorted. */
export function listRenewalRequestPage(
  db: Database,
  params: z.output<typeof renewalRequestListQuery>,
) {
  return joinedPage(
    params,
    renewalList,
    fromRenewalRequests(db),
    deskFields,
    (row) => toDeskView(row as DeskRow),
    params.status ? eq(renewalRequests.status, params.status) : undefined,
  );
}

/** PUT /api/admin/renewal-requests/:id: approves or rejects a pending request; null when unknown. */
export async function decideRenewalRequest(
  db: Database,
  id: number,
  input: CancellationDecisionInput,
  links: MailLinks,
): Promise<DeskRenewalRequest | null> {
  const found = await db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: renewalRequests.id,
        status: renewalRequests.status,
        customerId: renewalRequests.customerId,
        serviceId: renewalRequests.serviceId,
      })
      .from(renewalRequests)
      .where(eq(renewalRequests.id, id))
      .for("update");
    if (!request) return false;
    if (request.status !== "pending") {
      throw new DomainError("invalid", renewalMessages.alreadyDecided, "decision");
    }
    await tx
      .update(renewalRequests)
      .set({ status: input.decision, adminNotes: input.adminNotes })
      .where(eq(renewalRequests.id, id));
    const [service] = await tx
      .select({ serviceName: customerServices.serviceName })
      .from(customerServices)
      .where(eq(customerServices.id, request.serviceId));
    const [customer] = await tx
      .select({ email: customerUsers.email, name: customerName })
      .from(customerUsers)
      .where(eq(customerUsers.id, request.customerId));
    if (customer) {
      const mail = renewalDecisionMail(
        customer.name,
        { id, serviceName: service?.serviceName ?? "servizio", decision: input.decision },
        input.adminNotes,
        links,
      );
      await enqueueMail(tx, { to: customer.email, ...mail });
    }
    return true;
  });
  if (!found) return null;
  const [row] = await fromRenewalRequests(db)(deskFields).where(eq(renewalRequests.id, id));
  return row ? toDeskView(row as DeskRow) : null;
}
