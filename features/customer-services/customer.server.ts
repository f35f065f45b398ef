import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerServices, serviceTemplates } from "#db/schema";
import { DomainError } from "../shared/domain-error";
import { deriveServicePricing } from "./customer-view";
import { serviceTerms } from "./customer-services.server";
import type { PortalService } from "../customer-portal/portal-views";

/**
 * The signed-in customer's services (GET /api/customer/services). Every query is limited to the
 * customer's own rows; the admin's internal notes are never part of the customer's view.
 */
const columns = {
  id: customerServices.id,
  ...serviceTerms,
  isRecurring: customerServices.isRecurring,
  templateType: serviceTemplates.type,
  basePrice: serviceTemplates.basePrice,
  basePricePeriod: serviceTemplates.basePricePeriod,
};

const selectServices = (db: Database, customerId: number) =>
  db
    .select(columns)
    .from(customerServices)
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(eq(customerServices.customerId, customerId))
    .orderBy(
      sql`case when ${customerServices.status} = 'active' then 0 else 1 end`,
      asc(customerServices.expiryDate),
      asc(customerServices.id),
    );

type ServiceRow = Awaited<ReturnType<typeof selectServices>>[number];

function toView(row: ServiceRow): PortalService {
  const { customPrice, customPricePeriod, basePrice, basePricePeriod, templateType, ...rest } = row;
  const pricing = deriveServicePricing({
    templateType,
    customPrice,
    customPricePeriod,
    basePrice,
    basePricePeriod,
  });
  return {
    ...rest,
    startDate: row.startDate.toISOString(),
    expiryDate: row.expiryDate.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    serviceType: pricing.serviceType,
    price: pricing.price,
    monthlyPrice: pricing.monthlyPrice,
    yearlyPrice: pricing.yearlyPrice,
  };
}

/** The customer's services: the active ones first, then the others; each part soonest expiry first. */
export async function listOwnServices(db: Database, customerId: number): Promise<PortalService[]> {
  return (await selectServices(db, customerId)).map(toView);
}

/**
 * The service a customer's request or ticket names: null when it names none; one of the
 * customer's services, or a 404 with `notFound` (unknown id or another customer's service).
 */
export async function namedOwnService(
  db: Database,
  customerId: number,
  serviceId: number | null,
  notFound: string,
): Promise<{ id: number; serviceName: string; status: string } | null> {
  if (serviceId === null) return null;
  const [row] = await db
    .select({
      id: customerServices.id,
      serviceName: customerServices.serviceName,
      status: customerServices.status,
    })
    .from(customerServices)
    .where(and(eq(customerServices.id, serviceId), eq(customerServices.customerId, customerId)));
  if (!row) throw new DomainError("not-found", notFound);
  return row;
}
