import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { cancellationRequests, customerServices, customerUsers, renewalRequests } from "#db/schema";
import type { RequestDecisionInput } from "#features/support-desk/desk.schema";
import { noteChange } from "#features/activity/activity.server";
import { enqueueMail } from "#features/mail/outbox.server";
import { DomainError } from "#features/shared/domain-error";
import { decisionMail, type DecisionWords, type MailLinks } from "#features/support-desk/desk-mail";
import { customerName } from "#features/customers/customer-columns.server";

type Mail = { subject: string; text: string };

/** What one kind of request brings to `decideRequest` (`Row`: its row as stored). */
export type RequestDecision<Row extends { customerId: number; status: string }, Input> = {
  /** The row, locked until the transaction ends; undefined when there is none. */
  lock: (tx: Database, id: number) => Promise<Row | undefined>;
  /** Stores the new status and the answer or notes; the row as it is then. */
  store: (tx: Database, id: number, input: Input) => Promise<Row | undefined>;
  /** The 400 of a request no longer pending: its message and the field it names. */
  notPending: { message: string; path: string };
  /** Anything else the decision changes, in the same transaction (a cancellation's service). */
  alsoChange?: (tx: Database, request: Row, input: Input) => Promise<void>;
  /** The outcome's mail to the customer (`recipient` is their name). */
  mail: (
    tx: Database,
    request: Row,
    input: Input,
    recipient: string,
    links: MailLinks,
  ) => Promise<Mail>;
};

/**
 * Answers or decides a pending request in one transaction: the row is locked, a request that is
 * not pending is refused (400), the status and notes are stored, the activity log is told the
 * row before and after (decision 032) and the outcome is queued for the customer in the outbox.
 * False when there is no such request.
 */
export async function decideRequest<Row extends { customerId: number; status: string }, Input>(
  db: Database,
  kind: RequestDecision<Row, Input>,
  id: number,
  input: Input,
  links: MailLinks,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await kind.lock(tx, id);
    if (!before) return false;
    if (before.status !== "pending") {
      throw new DomainError("invalid", kind.notPending.message, kind.notPending.path);
    }
    const after = await kind.store(tx, id, input);
    await kind.alsoChange?.(tx, before, input);
    noteChange({ entityId: id, action: "update", before, after: after ?? null });
    const [customer] = await tx
      .select({ email: customerUsers.email, name: customerName })
      .from(customerUsers)
      .where(eq(customerUsers.id, before.customerId));
    if (customer) {
      const mail = await kind.mail(tx, before, input, customer.name, links);
      await enqueueMail(tx, { to: customer.email, ...mail });
    }
    return true;
  });
}

/** The name of the service a decided request is about, for its mail. */
async function serviceNameOf(tx: Database, serviceId: number): Promise<string> {
  const [service] = await tx
    .select({ serviceName: customerServices.serviceName })
    .from(customerServices)
    .where(eq(customerServices.id, serviceId));
  return service?.serviceName ?? "servizio";
}

/** The kinds the desk approves or rejects, with optional notes for the customer. */
type DecidedTable = typeof cancellationRequests | typeof renewalRequests;
export type DecidedRow = DecidedTable["$inferSelect"];

/**
 * How an approve/reject kind locks and stores its request and mails the outcome in `words`
 * (`RequestDecision`).
 */
export function approveOrReject(
  table: DecidedTable,
  alreadyDecided: string,
  words: DecisionWords,
): RequestDecision<DecidedRow, RequestDecisionInput> {
  return {
    lock: async (tx, id) =>
      (await tx.select().from(table).where(eq(table.id, id)).for("update"))[0],
    store: async (tx, id, { decision, adminNotes }) =>
      (
        await tx
          .update(table)
          .set({ status: decision, adminNotes })
          .where(eq(table.id, id))
          .returning()
      )[0],
    notPending: { message: alreadyDecided, path: "decision" },
    mail: async (tx, request, { decision, adminNotes }, recipient, links) =>
      decisionMail(
        words,
        recipient,
        { id: request.id, serviceName: await serviceNameOf(tx, request.serviceId), decision },
        adminNotes,
        links,
      ),
  };
}
