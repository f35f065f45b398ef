import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { deliverDueMail, outboxPolicy, type MailTransport } from "../features/mail/outbox.server";
import type { Env } from "./env";
import { isDatabaseUnavailable } from "./http/database-unavailable";
import type { Logger } from "./logger";

/** What request handlers see: "there is new mail in the outbox, deliver it soon". */
export type MailKicker = { kick(): void };

/** A timer started with the server: the mail worker, the renewal reminders' job. */
export type PeriodicJob<Report> = {
  start(): void;
  /** Stops the timers and waits for a pass in progress. */
  stop(): Promise<void>;
  /** One pass now (the timers call this; tests and admin actions may too). */
  runNow(): Promise<Report>;
};

export type MailWorker = MailKicker & PeriodicJob<void>;

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

/** Delivers the mail outbox every 30 s and shortly after each kick(). */
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
  let interval: NodeJS.Timeout | undefined;
  let debounce: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;

  const pass = async (send: MailTransport) => {
    do {
      again = false;
      const report = await deliverDueMail(db, send, new Date());
      if (report.claimed > 0) logger.info(report, "mail outbox delivery");
      if (report.failed > 0) {
        logger.error(
          { failed: report.failed },
          "mail abandoned after the maximum number of attempts",
        );
      }
      if (report.claimed >= outboxPolicy.batchSize) again = true;
    } while (again && started);
  };

  const runNow = (): Promise<void> => {
    if (!transport) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass(transport)
      .catch((error: unknown) => {
        // The mail stays in the outbox; the next pass retries once the database answers again.
        if (isDatabaseUnavailable(error))
          logger.warn({ err: error }, "mail outbox: database unavailable");
        else logger.error({ err: error }, "mail outbox delivery failed");
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    start() {
      if (started) return;
      started = true;
      if (!transport) {
        logger.warn(
          "SMTP_URL non impostato: le email restano nella coda mail_outbox e non vengono inviate",
        );
        return;
      }
      interval = setInterval(() => void runNow(), intervalMs);
      interval.unref();
      void runNow();
    },
    kick() {
      if (!started || !transport) return;
      clearTimeout(debounce);
      debounce = setTimeout(() => void runNow(), debounceMs);
      debounce.unref();
    },
    runNow,
    async stop() {
      started = false;
      clearInterval(interval);
      clearTimeout(debounce);
      await running;
      transport?.close?.();
    },
  };
}
