import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerCommunications, customerTickets } from "#db/schema";
import type { CustomerIdentity } from "../auth/auth.schema";
import { countActiveServices, expiringForCustomer } from "./overview";
import type { PortalOverview } from "./portal-views";
import { listOwnServices } from "../customer-services/customer.server";

/** GET /api/customer/overview: welcome, the three counters and 'Servizi in Scadenza'. */
export async function getOverview(
  db: Database,
  customer: Pick<CustomerIdentity, "id" | "firstName" | "lastName">,
  now: Date = new Date(),
): Promise<PortalOverview> {
  const [services, [tickets], [unread]] = await Promise.all([
    listOwnServices(db, customer.id),
    db
      .select({ n: count() })
      .from(customerTickets)
      .where(
        and(
          eq(customerTickets.customerId, customer.id),
          inArray(customerTickets.status, ["open", "in_progress"]),
        ),
      ),
    db
      .select({ n: count() })
      .from(customerCommunications)
      .where(
        and(
          eq(customerCommunications.customerId, customer.id),
          eq(customerCommunications.isRead, false),
        ),
      ),
  ]);
  return {
    customer: { firstName: customer.firstName, lastName: customer.lastName },
    counters: {
      activeServices: countActiveServices(services),
      openTickets: Number(tickets?.n ?? 0),
      unreadCommunications: Number(unread?.n ?? 0),
    },
    expiring: expiringForCustomer(services, now).map(({ id, serviceName, expiryDate, status }) => ({
      id,
      serviceName,
      expiryDate,
      status,
    })),
  };
}
