import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { infoRequestMessages, infoRequests } from "#db/schema";
import { queueCompanyMail } from "../customer-portal/portal-customer.server";
import { infoReplyMail } from "../customer-portal/portal-mail";
import type { InfoThreadMessage } from "../customer-portal/portal-views";
import type { InfoReplyInput } from "./customer.schema";

/**
 * The conversations of the information requests (decision 068): after the request's own message,
 * each staff answer (stored with the answer, `answerMessage`) and each reply of the customer
 * (`replyToInfoRequest`), in order. A reply sets the request back to pending ("In attesa"), so
 * the desk answers it again with the usual answer and its mail.
 */

/** The messages of `ids`' conversations, by request, oldest first. */
export async function threadsOf(
  db: Database,
  ids: number[],
): Promise<Map<number, InfoThreadMessage[]>> {
  const threads = new Map<number, InfoThreadMessage[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return threads;
  const rows = await db
    .select()
    .from(infoRequestMessages)
    .where(inArray(infoRequestMessages.requestId, ids))
    .orderBy(asc(infoRequestMessages.createdAt), asc(infoRequestMessages.id));
  for (const row of rows) {
    threads.get(row.requestId)?.push({
      id: row.id,
      authorType: row.authorType,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return threads;
}

/** Adds the staff's answer to the conversation (in the answer's transaction). */
export async function answerMessage(tx: Database, requestId: number, message: string) {
  await tx.insert(infoRequestMessages).values({ requestId, authorType: "admin", message });
}

/**
 * The customer's reply to their own request: stored, the request back to pending, the company
 * told by mail (as a new request is). False when the request is not the customer's.
 */
export async function replyToInfoRequest(
  db: Database,
  customerId: number,
  requestId: number,
  input: InfoReplyInput,
  { mailTo }: { mailTo: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: infoRequests.id, subject: infoRequests.subject })
      .from(infoRequests)
      .where(and(eq(infoRequests.id, requestId), eq(infoRequests.customerId, customerId)))
      .for("update");
    if (!request) return false;
    await tx.insert(infoRequestMessages).values({
      requestId,
      authorType: "customer",
      authorId: customerId,
      message: input.message,
    });
    await tx
      .update(infoRequests)
      .set({ status: "pending", updatedAt: new Date() })
      .where(eq(infoRequests.id, requestId));
    await queueCompanyMail(tx, customerId, mailTo, async (customer) =>
      infoReplyMail(customer, { ...request, message: input.message }),
    );
    return true;
  });
}
