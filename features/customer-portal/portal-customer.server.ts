import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerUsers } from "#db/schema";
import type { MailCustomer } from "./portal-mail";

/** The customer as the notification mails name them; throws when the row is gone. */
export async function mailCustomerOf(db: Database, customerId: number): Promise<MailCustomer> {
  const [row] = await db
    .select({
      id: customerUsers.id,
      email: customerUsers.email,
      firstName: customerUsers.firstName,
      lastName: customerUsers.lastName,
      companyName: customerUsers.companyName,
    })
    .from(customerUsers)
    .where(eq(customerUsers.id, customerId));
  if (!row) throw new Error(`customer ${customerId} not found`);
  return row;
}
