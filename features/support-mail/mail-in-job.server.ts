import type { UploadStorage } from "#server/storage";
import { randomUUID } from "node:crypto";
import { and, eq, lt, or } from "drizzle-orm";
import { ImapFlow } from "imapflow";
import { simpleParser } from "mailparser";
import type { Database } from "#db/client";
import type { Env, MailInConfig } from "#server/env";
import type { Logger } from "#server/logger";
import type { MailKicker } from "#server/mail-worker";
import { createBackgroundJob, type BackgroundJob } from "#server/background-job";
import {
  incomingMailOf,
  MAIL_IN_MAX_BYTES,
  oversizedKey,
  storeIncomingMail,
  type IncomingMail,
  type MailInContext,
} from "./mail-in.server";
import { mailInLease } from "./support-mail.table";

/**
 * The mail-in (decision 067): reads the support mailbox over IMAP (imapflow) every minute, on
 * one instance at a time, and hands each unread mail, parsed by mailparser, to
 * `storeIncomingMail`. A mail is marked read (\Seen) only after what it brought is committed:
 * a process that stops halfway leaves it unread, and the next pass finds its key in
 * `mail_in_messages` (when it had been stored) or stores it (when it had not).
 */
export type MailInReport = {
  /** Another instance held the mailbox: this pass read nothing. */
  skipped: boolean;
  read: number;
  stored: number;
  duplicates: number;
};

export type MailInJob = BackgroundJob<MailInReport>;

/** How long a pass holds the mailbox without renewing its lease (renewed before every mail). */
export const MAIL_IN_LEASE_MS = 5 * 60_000;
/** Mails read per pass, at most (the next pass goes on). */
const BATCH = 50;

type JobOptions = {
  db: Database;
  /** Where the mails' attachments are kept (decision 066). */
  storage: UploadStorage;
  env: Pick<Env, "MAIL_TO" | "SUPPORT_EMAIL" | "SESSION_SECRET" | "MAIL_FROM" | "siteUrl"> & {
    mailIn: MailInConfig | null;
  };
  logger: Logger;
  mail: MailKicker;
  intervalMs?: number;
  firstDelayMs?: number;
  /** Tests only: runs after a mail is read and parsed, before it is stored (a crash there). */
  beforeStore?: (mail: IncomingMail) => Promise<void> | void;
};

/**
 * Takes the mailbox's lease for `holder`, or renews it: true when it is this holder's until
 * `now + MAIL_IN_LEASE_MS`, false while another holder's lease runs. One statement: of two
 * instances taking it at once, one gets it.
 */
export async function takeMailInLease(
  db: Database,
  mailbox: string,
  holder: string,
  now = new Date(),
): Promise<boolean> {
  const until = new Date(now.getTime() + MAIL_IN_LEASE_MS);
  const rows = await db
    .insert(mailInLease)
    .values({ mailbox, holder, until })
    .onConflictDoUpdate({
      target: mailInLease.mailbox,
      set: { holder, until },
      setWhere: or(lt(mailInLease.until, now), eq(mailInLease.holder, holder)),
    })
    .returning({ holder: mailInLease.holder });
  return rows.length > 0;
}

async function releaseMailInLease(db: Database, mailbox: string, holder: string) {
  await db
    .update(mailInLease)
    .set({ until: new Date(0) })
    .where(and(eq(mailInLease.mailbox, mailbox), eq(mailInLease.holder, holder)));
}

/** One pass over the mailbox's unread mails; see above. */
export async function readSupportMailbox(
  options: Omit<JobOptions, "intervalMs" | "firstDelayMs"> & { holder: string },
): Promise<MailInReport> {
  const { db, env, logger, holder } = options;
  const config = env.mailIn;
  const report: MailInReport = { skipped: false, read: 0, stored: 0, duplicates: 0 };
  if (!config) return report;
  const leaseKey = `${config.user}@${config.host}:${config.port}/${config.mailbox}`;
  if (!(await takeMailInLease(db, leaseKey, holder))) return { ...report, skipped: true };
  const context: MailInContext = { mailTo: env.MAIL_TO, env, storage: options.storage };
  const client = new ImapFlow({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: { user: config.user, pass: config.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 120_000,
  });
  client.on("error", (error: unknown) => logger.warn({ err: error }, "mail-in: IMAP error"));
  let mailed = false;
  try {
    await client.connect();
    const lock = await client.getMailboxLock(config.mailbox);
    try {
      const unseen = (await client.search({ seen: false }, { uid: true })) || [];
      for (const uid of unseen.slice(0, BATCH)) {
        if (!(await takeMailInLease(db, leaseKey, holder))) break;
        const incoming = await readOne(client, uid);
        if (!incoming) continue;
        report.read++;
        await options.beforeStore?.(incoming);
        const result = await storeIncomingMail(db, incoming, context);
        if (result.duplicate) report.duplicates++;
        else {
          report.stored++;
          mailed ||= result.mailed;
        }
        // Only now: what the mail brought is committed.
        await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
      }
    } finally {
      lock.release();
    }
    await client.logout();
  } finally {
    client.close();
    if (mailed) options.mail.kick();
    await releaseMailInLease(db, leaseKey, holder).catch(() => {});
  }
  return report;
}

/** The mail `uid` read and parsed (peeking: it stays unread), or only its headers when too large. */
async function readOne(client: ImapFlow, uid: number): Promise<IncomingMail | null> {
  const meta = await client.fetchOne(
    String(uid),
    { uid: true, size: true, envelope: true },
    { uid: true },
  );
  if (!meta) return null;
  const size = meta.size ?? 0;
  if (size > MAIL_IN_MAX_BYTES) {
    const envelope = meta.envelope;
    const sender = envelope?.from?.find((a) => a.address);
    return {
      key: oversizedKey(
        envelope?.messageId,
        `${client.mailbox ? client.mailbox.uidValidity : ""}:${uid}:${size}`,
      ),
      from: sender?.address ? { address: sender.address, name: sender.name ?? "" } : null,
      recipients: [...(envelope?.to ?? []), ...(envelope?.cc ?? [])].flatMap((a) =>
        a.address ? [a.address] : [],
      ),
      subject: envelope?.subject ?? "",
      text: "",
      automatic: false,
      files: [],
      tooLargeBytes: size,
    };
  }
  const full = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
  if (!full || !full.source) return null;
  const parsed = await simpleParser(full.source);
  return incomingMailOf(parsed, full.source);
}

/**
 * The mail-in's timer (decision 041's runner): every minute, the first a minute after the start;
 * null when IMAP_URL is unset.
 */
export function createMailInJob(options: JobOptions): MailInJob | null {
  if (!options.env.mailIn) return null;
  const holder = randomUUID();
  return createBackgroundJob({
    name: "mail-in",
    logger: options.logger,
    everyMs: options.intervalMs ?? 60_000,
    firstAfterMs: options.firstDelayMs ?? 60_000,
    run: async () => {
      const report = await readSupportMailbox({ ...options, holder });
      if (report.stored > 0) options.logger.info(report, "mail-in: mails stored");
      return report;
    },
  });
}
