import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { countWhere } from "#db/list-query";
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
  const [services, openTickets, unreadCommunications] = await Promise.all([
    listOwnServices(db, customer.id),
    countWhere(
      db,
      customerTickets,
      and(
        eq(customerTickets.customerId, customer.id),
        inArray(customerTickets.status, ["open", "in_progress"]),
      ),
    ),
    countWhere(
      db,
      customerCommunications,
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
      openTickets,
      unreadCommunications,
    },
    expiring: expiringForCustomer(services, now).map(({ id, serviceName, expiryDate, status }) => ({
      id,
      serviceName,
      expiryDate,
      status,
    })),
  };
}
