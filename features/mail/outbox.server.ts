import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { mailOutbox } from "#db/schema";

/** A mail as the rest of the code hands it over: written to the outbox, delivered later. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
};

/** The part of a nodemailer transporter the outbox uses (the sender comes from its defaults). */
export type MailTransport = {
  sendMail(mail: { to: string; subject: string; text: string; replyTo?: string }): Promise<unknown>;
};

export const outboxPolicy = {
  /** After this many failed attempts a mail is marked 'failed' and left alone. */
  maxAttempts: 10,
  baseDelayMs: 60_000,
  maxDelayMs: 3_600_000,
  /** A claimed mail is not due again for this long, so an overlapping run skips it. */
  claimLeaseMs: 5 * 60_000,
  batchSize: 20,
} as const;

/** Header values never carry line breaks (no header injection through a visitor's name). */
function oneLine(value: string) {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** Writes a mail to the outbox; pass the transaction that stores what the mail is about. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: oneLine(mail.to),
      subject: oneLine(mail.subject).slice(0, 500),
      text: mail.text,
      replyTo: mail.replyTo ? oneLine(mail.replyTo) : null,
      // Due from this millisecond on, on the worker's clock: the database's now() has
      // microseconds, so a pass started in the same millisecond would skip the mail.
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("mail_outbox insert returned no row");
  return row.id;
}

/** Wait before the next attempt once `attempts` attempts have failed: 1, 2, 4 ... minutes, at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  const delay = outboxPolicy.baseDelayMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(delay, outboxPolicy.maxDelayMs);
}

export type DeliveryReport = { claimed: number; sent: number; retried: number; failed: number };

/**
 * Sends the due pending mails (status pending, nextAttemptAt <= now). Each row is claimed first
 * (attempts + 1, nextAttemptAt pushed past a lease) with `for update skip locked`, so two runs
 * that overlap, in one process or in several, never send the same mail twice.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  now: Date = new Date(),
  options: { batchSize?: number } = {},
): Promise<DeliveryReport> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(options.batchSize ?? outboxPolicy.batchSize)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + outboxPolicy.claimLeaseMs),
    })
    .where(and(inArray(mailOutbox.id, due), eq(mailOutbox.status, "pending")))
    .returning();
  claimed.sort((a, b) => a.id - b.id);

  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      report.sent++;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const failed = mail.attempts >= outboxPolicy.maxAttempts;
      await db
        .update(mailOutbox)
        .set(
          failed
            ? { status: "failed", lastError }
            : { lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)) },
        )
        .where(eq(mailOutbox.id, mail.id));
      if (failed) report.failed++;
      else report.retried++;
    }
  }
  return report;
}
