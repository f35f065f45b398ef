import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { deliverDueMail, outboxPolicy, type MailTransport } from "../features/mail/outbox.server";
import type { Env } from "./env";
import { createBackgroundJob, type BackgroundJob } from "./background-job";
import type { Logger } from "./logger";

/** What request handlers see: "there is new mail in the outbox, deliver it soon". */
export type MailKicker = { kick(): void };

export type MailWorker = MailKicker & BackgroundJob<void>;

type WorkerOptions = {
  db: Database;
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">;
  logger: Logger;
  /** Defaults to nodemailer over SMTP_URL; none at all when SMTP_URL is unset. */
  transport?: (MailTransport & { close?(): void }) | null;
  intervalMs?: number;
  debounceMs?: number;
};

/** nodemailer over SMTP_URL with short timeouts, so a dead server cannot stall the worker. */
export function createSmtpTransport(smtpUrl: string, from: string) {
  return nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
    { from },
  );
}

/** Delivers the mail outbox at start, every 30 s and shortly after each kick() (decision 041). */
export function createMailWorker(options: WorkerOptions): MailWorker {
  const { db, env, logger } = options;
  const intervalMs = options.intervalMs ?? 30_000;
  const debounceMs = options.debounceMs ?? 1_000;
  const transport =
    options.transport !== undefined
      ? options.transport
      : env.SMTP_URL
        ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
        : null;

  let started = false;

  /** One turn: batches until the outbox has no more due mail (or the worker stops). */
  const pass = async (send: MailTransport) => {
    let again: boolean;
    do {
      const report = await deliverDueMail(db, send, new Date());
      if (report.claimed > 0) logger.info(report, "mail outbox delivery");
      if (report.failed > 0) {
        logger.error(
          { failed: report.failed },
          "mail abandoned after the maximum number of attempts",
        );
      }
      again = report.claimed >= outboxPolicy.batchSize;
    } while (again && started);
  };

  // A failed turn leaves the mail in the outbox; the next one retries (decision 041).
  const job = transport
    ? createBackgroundJob({
        name: "mail outbox",
        logger,
        everyMs: intervalMs,
        firstAfterMs: 0,
        run: () => pass(transport),
      })
    : null;

  return {
    start() {
      if (started) return;
      started = true;
      if (!job) {
        logger.warn(
          "SMTP_URL non impostato: le email restano nella coda mail_outbox e non vengono inviate",
        );
        return;
      }
      job.start();
    },
    kick() {
      if (started) job?.kick(debounceMs);
    },
    runNow: () => job?.runNow() ?? Promise.resolve(),
    async stop() {
      started = false;
      await job?.stop();
      transport?.close?.();
    },
  };
}
