import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { contactMessages, mailOutbox } from "../db/schema";
import { enqueueMail } from "../features/mail/outbox.server";
import { startTestSmtpServer, type TestSmtpServer } from "../tests/helpers/smtp";
import { createTestApi } from "../tests/helpers/test-api";
import { createTestDatabase } from "../tests/helpers/test-db";
import { createMailWorker, type MailWorker } from "./mail-worker";

const MAIL_FROM = "Scaligera Digital <noreply@scaligeradigital.example>";
let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let worker: MailWorker | undefined;

beforeAll(async () => {
  [handle, smtp] = await Promise.all([createTestDatabase(), startTestSmtpServer()]);
});
afterAll(async () => {
  await Promise.all([handle.close(), smtp.close()]);
});
beforeEach(async () => {
  await worker?.stop();
  worker = undefined;
  await handle.db.delete(mailOutbox);
  await handle.db.delete(contactMessages);
  smtp.received.length = 0;
});

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

describe("mail worker", () => {
  it("delivers a contact submission to the SMTP server shortly after the request", async () => {
    const { logger } = capturingLogger();
    worker = createMailWorker({
      db: handle.db,
      env: { SMTP_URL: smtp.url, MAIL_FROM },
      logger,
      debounceMs: 10,
    });
    worker.start();
    const api = createTestApi(
      handle.db,
      { MAIL_TO: "info@scaligeradigital.example" },
      { mail: worker },
    );
    const res = await api.request("/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Elena Tommasi",
        email: "elena.tommasi@example.it",
        company: "Tommasi Ottica",
        message: "Vorrei sapere se gestite anche la manutenzione dei computer del negozio.",
      }),
    });
    expect(res.status).toBe(201);

    // The company's notification and the visitor's confirmation copy (decision 047).
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000 });
    const mail = smtp.received.find((m) => m.headers.to === "info@scaligeradigital.example")!;
    expect(mail.headers.to).toBe("info@scaligeradigital.example");
    expect(mail.headers["reply-to"]).toBe("elena.tommasi@example.it");
    expect(mail.headers.subject).toBe("Nuovo messaggio dal modulo contatti: Elena Tommasi");
    expect(mail.text).toContain("Azienda: Tommasi Ottica");
    expect(mail.text).toContain("manutenzione dei computer del negozio");
    const copy = smtp.received.find((m) => m.headers.to === "elena.tommasi@example.it")!;
    expect(copy.headers["reply-to"]).toBe("info@scaligeradigital.example");
    await vi.waitFor(async () => {
      const rows = await handle.db.select().from(mailOutbox);
      expect(rows.map((row) => row.status)).toEqual(["sent", "sent"]);
    });
  });

  it("keeps mail in the outbox and says so once when SMTP_URL is not set", async () => {
    const { logger, lines } = capturingLogger();
    await enqueueMail(handle.db, {
      to: "info@scaligeradigital.example",
      subject: "Nuovo messaggio dal modulo contatti: Luca Rossi",
      text: "Messaggio di prova del modulo contatti.",
    });
    worker = createMailWorker({ db: handle.db, env: { MAIL_FROM }, logger, debounceMs: 1 });
    worker.start();
    worker.start();
    worker.kick();
    await worker.runNow();
    await new Promise((resolve) => setTimeout(resolve, 20));

    const [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    const notices = lines.filter((l) => l.msg.includes("SMTP_URL"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.msg).toContain("mail_outbox");
    expect(smtp.received).toHaveLength(0);
  });

  it("delivers what is already due when it starts, and stops cleanly", async () => {
    await enqueueMail(handle.db, {
      to: "info@scaligeradigital.example",
      subject: "Mail rimasta in coda",
      text: "Questa mail era in coda prima dell'avvio.",
    });
    const { logger } = capturingLogger();
    worker = createMailWorker({ db: handle.db, env: { SMTP_URL: smtp.url, MAIL_FROM }, logger });
    worker.start();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
    await worker.stop();
    worker = undefined;
    expect(smtp.received[0]!.headers.subject).toBe("Mail rimasta in coda");
  });
});
