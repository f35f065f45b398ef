import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import {
  cancellationRequests,
  contactMessages,
  customerServices,
  customerTickets,
  infoRequests,
  renewalRequests,
} from "#db/schema";
import { countWhere } from "#db/list-query";
import { awaitingAdminReply } from "../tickets/desk.server";
import { expiringWithin } from "../customer-services/customer-services.server";
import type { AttentionCounts } from "./attention";

/**
 * GET /api/admin/dashboard/attention: what needs the owner (issue 11): unread contacts, tickets
 * waiting for an admin reply, pending info, cancellation and renewal requests, active services expiring
 * within 30 days. Each number is the total of the filtered list its link opens.
 */
export async function countAttention(db: Database, now = new Date()): Promise<AttentionCounts> {
  const [contacts, tickets, info, cancellations, renewals, expiring] = await Promise.all([
    countWhere(db, contactMessages, eq(contactMessages.isRead, false)),
    countWhere(db, customerTickets, awaitingAdminReply),
    countWhere(db, infoRequests, eq(infoRequests.status, "pending")),
    countWhere(db, cancellationRequests, eq(cancellationRequests.status, "pending")),
    countWhere(db, renewalRequests, eq(renewalRequests.status, "pending")),
    countWhere(db, customerServices, expiringWithin(now)),
  ]);
  return { contacts, tickets, info, cancellations, renewals, expiring };
}
