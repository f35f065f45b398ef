import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { customerIdentityColumns } from "#features/customers/customer-columns.server";
import { customerUsers } from "#db/schema";
import { enqueueMail, type OutgoingMail } from "#features/mail/outbox.server";
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

/** How a mail is queued: the outbox as it is, or a ticket's mail (features/tickets/ticket-mail.server.ts). */
export type Enqueue = (tx: Database, mail: OutgoingMail) => Promise<unknown>;

/**
 * Queues the mail that tells the company (`mailTo`) what the customer did, answering to the
 * customer: `write` gives its subject and text for the customer as the mails name them;
 * `enqueue` queues it (a ticket's mail answers to the ticket instead: decision 067).
 */
export async function queueCompanyMail(
  tx: Database,
  customerId: number,
  mailTo: string,
  write: (customer: MailCustomer) => Promise<{ subject: string; text: string }>,
  enqueue: Enqueue = enqueueMail,
): Promise<void> {
  const customer = await mailCustomerOf(tx, customerId);
  await enqueue(tx, {
    to: mailTo,
    replyTo: customer.email,
    regarding: customer.email,
    ...(await write(customer)),
  });
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
  /** How it is queued, when not as it is (a ticket's mail: decision 067). */
  enqueue?: (row: Row) => Enqueue;
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
    await queueCompanyMail(
      tx,
      customerId,
      mailTo,
      async (customer) => filing.mail(customer, row, service?.serviceName ?? null),
      filing.enqueue?.(row),
    );
    return row.id;
  });
}
