import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerIdentityColumns } from "#features/customers/customer-columns.server";
import { customerUsers } from "#db/schema";
import { enqueueMail } from "#features/mail/outbox.server";
import { namedOwnService } from "#features/customer-services/customer.server";
import type { Mail, MailCustomer } from "./portal-mail";

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

/** What a customer sends about one of their services or none (an info request, a ticket). */
export type OwnSubmission<Row extends { id: number }> = {
  /** The service it names, if any, and the 404 message when it is not one of the customer's. */
  serviceId: number | null;
  serviceNotFound: string;
  /** Stores what was sent (`serviceId` null when none is named); the row as stored. */
  insert: (tx: Database, serviceId: number | null) => Promise<Row>;
  /** The company's mail about it. */
  mail: (customer: MailCustomer, row: Row, serviceName: string | null) => Mail;
};

/**
 * Files what a customer sends in one transaction: the service it names must be the customer's
 * (404), then the row is stored and the company's mail (`mailTo`) queued with it. The new row's
 * id.
 */
export async function fileOwnSubmission<Row extends { id: number }>(
  db: Database,
  customerId: number,
  filing: OwnSubmission<Row>,
  { mailTo }: { mailTo: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const { serviceId, serviceNotFound } = filing;
    const service = await namedOwnService(tx, customerId, serviceId, serviceNotFound);
    const row = await filing.insert(tx, service?.id ?? null);
    await queueCompanyMail(tx, customerId, mailTo, async (customer) =>
      filing.mail(customer, row, service?.serviceName ?? null),
    );
    return row.id;
  });
}
