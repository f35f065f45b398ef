import { and, asc, eq, exists, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerServices, customerUsers, serviceTemplates } from "#db/schema";
import { customerIdentityColumns } from "#features/customers/customer-columns.server";
import { DomainError } from "../shared/domain-error";
import { deskMessages, type DeskCommunicationInput } from "../support-desk/desk.schema";

export type Recipient = { id: number; email: string; firstName: string; lastName: string };
type Audience = Pick<DeskCommunicationInput, "audience" | "customerId" | "templateId" | "category">;

/** The active services of the customer of the outer query that match `service` (a subquery). */
function customerServicesMatching(service: SQL | undefined) {
  return (db: Database) =>
    db
      .select({ one: customerServices.id })
      .from(customerServices)
      .leftJoin(serviceTemplates, eq(serviceTemplates.id, customerServices.templateId))
      .where(
        and(
          eq(customerServices.customerId, customerUsers.id),
          eq(customerServices.status, "active"),
          service,
        ),
      );
}

/**
 * The customers a communication goes to (issue 22), ordered by name: the one chosen (even if
 * deactivated: chosen by id), or the ACTIVE customers with an active service of the template or
 * of the category, or every active customer. Throws a DomainError for an unknown customer or
 * template, or a segment without anyone, so nothing is ever sent to an empty or wrong list.
 * The preview and the send both call it, so what the admin confirmed is what is sent.
 */
export async function resolveRecipients(db: Database, audience: Audience): Promise<Recipient[]> {
  let where: SQL | undefined;
  switch (audience.audience) {
    case "customer":
      where = eq(customerUsers.id, audience.customerId ?? 0);
      break;
    case "all":
      where = eq(customerUsers.isActive, true);
      break;
    case "template": {
      const templateId = audience.templateId ?? 0;
      const [template] = await db
        .select({ id: serviceTemplates.id })
        .from(serviceTemplates)
        .where(eq(serviceTemplates.id, templateId));
      if (!template) throw new DomainError("invalid", deskMessages.templateNotFound, "templateId");
      where = and(
        eq(customerUsers.isActive, true),
        exists(customerServicesMatching(eq(customerServices.templateId, templateId))(db)),
      );
      break;
    }
    case "category":
      where = and(
        eq(customerUsers.isActive, true),
        exists(customerServicesMatching(eq(serviceTemplates.category, audience.category!))(db)),
      );
      break;
  }
  const recipients = await db
    .select(customerIdentityColumns)
    .from(customerUsers)
    .where(where)
    .orderBy(asc(customerUsers.lastName), asc(customerUsers.firstName), asc(customerUsers.id));
  if (recipients.length > 0) return recipients;
  switch (audience.audience) {
    case "customer":
      throw new DomainError("not-found", deskMessages.customerNotFound);
    case "all":
      throw new DomainError("invalid", deskMessages.noActiveCustomers, "audience");
    default:
      throw new DomainError(
        "invalid",
        deskMessages.noRecipients,
        audience.audience === "template" ? "templateId" : "category",
      );
  }
}
