import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { mailOutbox } from "#db/schema";
import type { MailThreadHeaders } from "./outbox-statuses";

/** A mail as the rest of the code hands it over: written to the outbox, delivered later. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
  /** The person a mail to the company is about (decision 067): the personal-data requests find it. */
  regarding?: string | null;
  /** Message-ID, In-Reply-To, References (a ticket's mails, decision 067). */
  headers?: MailThreadHeaders | null;
  /** It carries a single-use link (password reset, invitation): never exported (decision 040). */
  secretLink?: boolean;
};

/** The part of a nodemailer transporter the outbox uses (the sender comes from its defaults). */
export type MailTransport = {
  sendMail(mail: {
    to: string;
    subject: string;
    text: string;
    replyTo?: string;
    messageId?: string;
    inReplyTo?: string;
    references?: string;
  }): Promise<unknown>;
};

export const outboxPolicy = {
  /** After this many failed attempts a mail is marked 'failed' and left alone. */
  maxAttempts: 10,
  baseDelayMs: 60_000,
  maxDelayMs: 3_600_000,
  /**
   * A claimed mail is not due again for this long: other workers skip it, and a worker that
   * died mid-send gives it up when it runs out. Far longer than one send may take.
   */
  claimLeaseMs: 5 * 60_000,
  batchSize: 20,
} as const;

/** Header values never carry line breaks (no header injection through a visitor's name). */
function oneLine(value: string) {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** Only the headers given, each on one line. */
function threadHeaders(headers: MailThreadHeaders): MailThreadHeaders {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      typeof value === "string" && value.trim() ? [[name, oneLine(value)]] : [],
    ),
  );
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
      regarding: mail.regarding ? oneLine(mail.regarding) : null,
      headers: mail.headers ? threadHeaders(mail.headers) : null,
      secretLink: mail.secretLink ?? false,
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
 * Claims the next due pending mail for this worker: `attempts + 1` and `nextAttemptAt` pushed a
 * lease ahead, on a row picked with `for update skip locked`, in one statement. Another worker,
 * in this process or another instance, skips a row being claimed and finds a claimed one not due;
 * a worker that dies holding a claim releases it when the lease runs out.
 */
async function claimNextMail(db: Database, at: Date, leaseMs: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, at)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [mail] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(at.getTime() + leaseMs),
    })
    // A scalar subquery: evaluated once (PGlite ran an `in (...)` subquery's limit per row).
    .where(and(sql`${mailOutbox.id} = (${due})`, eq(mailOutbox.status, "pending")))
    .returning();
  return mail ?? null;
}

/**
 * Sends up to `batchSize` due pending mails (status pending, nextAttemptAt <= now), one claim at
 * a time (claimNextMail), so each lease covers one send, which the SMTP timeouts keep well within
 * it (server/mail-worker.ts): with any number of workers every mail is sent once. The outcome is
 * written only while the claim is still this worker's (same attempt, still pending). `now` is
 * the clock at the start of the pass (retries are counted from it); it runs on with real time
 * for the later claims and their leases.
 */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  now: Date = new Date(),
  options: { batchSize?: number; leaseMs?: number } = {},
): Promise<DeliveryReport> {
  const startedAt = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - startedAt));
  const batchSize = options.batchSize ?? outboxPolicy.batchSize;
  const leaseMs = options.leaseMs ?? outboxPolicy.claimLeaseMs;
  const report: DeliveryReport = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  while (report.claimed < batchSize) {
    const mail = await claimNextMail(db, clock(), leaseMs);
    if (!mail) break;
    report.claimed++;
    const ours = and(
      eq(mailOutbox.id, mail.id),
      eq(mailOutbox.status, "pending"),
      eq(mailOutbox.attempts, mail.attempts),
    );
    try {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...mail.headers,
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(ours);
      report.sent++;
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const failed = mail.attempts >= outboxPolicy.maxAttempts;
      const retryAt = new Date(now.getTime() + retryDelayMs(mail.attempts));
      await db
        .update(mailOutbox)
        .set(failed ? { status: "failed", lastError } : { lastError, nextAttemptAt: retryAt })
        .where(ours);
      if (failed) report.failed++;
      else report.retried++;
    }
  }
  return report;
}
