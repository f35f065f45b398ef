import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerIdentityColumns } from "#features/customers/customer-columns.server";
import { customerUsers } from "#db/schema";
import { enqueueMail } from "#features/mail/outbox.server";
import type { MailCustomer } from "./portal-mail";

/** The customer as the notification mails name them; throws when the row is gone. */
export async function mailCustomerOf(db: Database, customerId: number): Promise<MailCustomer> {
  const [row] = await db
    .select({ ...customerIdentityColumns, companyName: customerUsers.companyName })
    .from(customerUsers)
    .where(eq(customerUsers.id, customerId));
  if (!row) throw new Error(`customer ${customerId} not found`);
  return row;
}

/**
 * Queues the mail that tells the company (`mailTo`) what the customer did, answering to the
 * customer: `write` gives its subject and text for the customer as the mails name them.
 */
export async function queueCompanyMail(
  tx: Database,
  customerId: number,
  mailTo: string,
  write: (customer: MailCustomer) => Promise<{ subject: string; text: string }>,
): Promise<void> {
  const customer = await mailCustomerOf(tx, customerId);
  await enqueueMail(tx, { to: mailTo, replyTo: customer.email, ...(await write(customer)) });
}
