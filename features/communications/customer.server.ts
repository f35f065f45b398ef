import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerCommunications } from "#db/schema";
import type { PortalCommunication } from "../customer-portal/portal-views";

/** Comunicazioni: the messages the company sent to the signed-in customer. */
const columns = {
  id: customerCommunications.id,
  title: customerCommunications.title,
  content: customerCommunications.content,
  type: customerCommunications.type,
  isRead: customerCommunications.isRead,
  createdAt: customerCommunications.createdAt,
};

const toView = (row: Omit<PortalCommunication, "createdAt"> & { createdAt: Date }) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first. */
export async function listOwnCommunications(
  db: Database,
  customerId: number,
): Promise<PortalCommunication[]> {
  const rows = await db
    .select(columns)
    .from(customerCommunications)
    .where(eq(customerCommunications.customerId, customerId))
    .orderBy(desc(customerCommunications.createdAt), desc(customerCommunications.id));
  return rows.map(toView);
}

/** Marks one as read (again is fine); null when it is not the customer's. */
export async function markOwnCommunicationRead(
  db: Database,
  customerId: number,
  communicationId: number,
): Promise<PortalCommunication | null> {
  const [row] = await db
    .update(customerCommunications)
    .set({ isRead: true })
    .where(
      and(
        eq(customerCommunications.id, communicationId),
        eq(customerCommunications.customerId, customerId),
      ),
    )
    .returning(columns);
  return row ? toView(row) : null;
}
