import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerServices, customerUsers, serviceTemplates } from "#db/schema";
import { DomainError } from "../shared/domain-error";
import {
  customerServiceMessages,
  takesHours,
  type AssignServiceInput,
  type UpdateServiceInput,
} from "./customer-services.schema";

/**
 * Services assigned to customers (GET/POST /api/admin/customers/:id/services, PUT
 * /api/admin/customers/:id/services/:serviceId). A service is only ever reached through its
 * customer: another customer's service id is "not found".
 */
const serviceColumns = {
  id: customerServices.id,
  customerId: customerServices.customerId,
  templateId: customerServices.templateId,
  templateName: serviceTemplates.name,
  templateType: serviceTemplates.type,
  serviceName: customerServices.serviceName,
  description: customerServices.description,
  status: customerServices.status,
  startDate: customerServices.startDate,
  expiryDate: customerServices.expiryDate,
  customPrice: customerServices.customPrice,
  hoursRemaining: customerServices.hoursRemaining,
  notes: customerServices.notes,
  isRecurring: customerServices.isRecurring,
  createdAt: customerServices.createdAt,
  updatedAt: customerServices.updatedAt,
};

/** A write the rules refuse: answered 400 with this Italian message. */

async function customerExists(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerUsers.id })
    .from(customerUsers)
    .where(eq(customerUsers.id, customerId));
  return Boolean(row);
}

async function readService(db: Database, customerId: number, serviceId: number) {
  const [row] = await db
    .select(serviceColumns)
    .from(customerServices)
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(and(eq(customerServices.id, serviceId), eq(customerServices.customerId, customerId)));
  return row ?? null;
}

export type CustomerServiceRow = NonNullable<Awaited<ReturnType<typeof readService>>>;

/** The customer's services, soonest expiry first; null when the customer does not exist. */
export async function listCustomerServices(
  db: Database,
  customerId: number,
): Promise<CustomerServiceRow[] | null> {
  if (!(await customerExists(db, customerId))) return null;
  return db
    .select(serviceColumns)
    .from(customerServices)
    .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
    .where(eq(customerServices.customerId, customerId))
    .orderBy(asc(customerServices.expiryDate), asc(customerServices.id));
}

/**
 * Assigns a service from a template. Null when the customer does not exist; a DomainError (400)
 * when the template does not exist or hours are given for a template that is not a package.
 */
export async function assignService(
  db: Database,
  customerId: number,
  input: AssignServiceInput,
): Promise<CustomerServiceRow | null> {
  return db.transaction(async (tx) => {
    if (!(await customerExists(tx, customerId))) return null;
    const [template] = await tx
      .select({ type: serviceTemplates.type })
      .from(serviceTemplates)
      .where(eq(serviceTemplates.id, input.templateId));
    if (!template) {
      throw new DomainError("invalid", customerServiceMessages.templateMissing, "templateId");
    }
    if (input.hoursRemaining !== null && !takesHours(template.type)) {
      throw new DomainError("invalid", customerServiceMessages.hoursNotHourly, "hoursRemaining");
    }
    const [row] = await tx
      .insert(customerServices)
      .values({ ...input, customerId })
      .returning({ id: customerServices.id });
    if (!row) throw new Error("customer_services insert returned no row");
    return readService(tx, customerId, row.id);
  });
}

/**
 * Updates one service of one customer (the template stays). Null when the customer or the
 * service (of this customer) does not exist. Hours are accepted for hourly packages, and for a
 * service whose template was deleted only if it already counted hours.
 */
export async function updateService(
  db: Database,
  customerId: number,
  serviceId: number,
  input: UpdateServiceInput,
): Promise<CustomerServiceRow | null> {
  return db.transaction(async (tx) => {
    const current = await readService(tx, customerId, serviceId);
    if (!current) return null;
    const hoursAllowed = current.templateId
      ? takesHours(current.templateType)
      : current.hoursRemaining !== null;
    if (input.hoursRemaining !== null && !hoursAllowed) {
      throw new DomainError("invalid", customerServiceMessages.hoursNotHourly, "hoursRemaining");
    }
    await tx
      .update(customerServices)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(customerServices.id, serviceId), eq(customerServices.customerId, customerId)));
    return readService(tx, customerId, serviceId);
  });
}
