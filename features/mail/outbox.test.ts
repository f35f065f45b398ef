import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { mailOutbox } from "#db/schema";
import { createSmtpTransport } from "#server/mail-worker";
import { createTestDatabase } from "#tests/helpers/test-db";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/helpers/smtp";
import { deliverDueMail, enqueueMail, outboxPolicy, retryDelayMs } from "./outbox.server";

const FROM = "Scaligera Digital <noreply@scaligeradigital.example>";
const minute = 60_000;
let handle: DatabaseHandle;
let smtp: TestSmtpServer;

beforeAll(async () => {
  [handle, smtp] = await Promise.all([createTestDatabase(), startTestSmtpServer()]);
});
afterAll(async () => {
  await Promise.all([handle.close(), smtp.close()]);
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  smtp.received.length = 0;
  smtp.refuseWith = null;
});

async function row(id: number) {
  const [found] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

const sample = {
  to: "info@scaligeradigital.example",
  subject: "Nuova richiesta di preventivo dal sito: Giulia Bianchi",
  text: "Nome: Giulia Bianchi\nMessaggio:\nVorremmo rifare il sito dell'agriturismo, con prenotazioni e pagine in tedesco.",
  replyTo: "giulia.bianchi@example.com",
};

describe("deliverDueMail", () => {
  it("sends a due mail over SMTP with To, Subject, Reply-To, sender and body, then marks it sent", async () => {
    const id = await enqueueMail(handle.db, sample);
    const transport = createSmtpTransport(smtp.url, FROM);
    const report = await deliverDueMail(handle.db, transport, new Date(Date.now() + 1000));
    transport.close();

    expect(report).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.rcptTo).toEqual([sample.to]);
    expect(mail.headers.to).toBe(sample.to);
    expect(mail.headers.subject).toBe(sample.subject);
    expect(mail.headers["reply-to"]).toBe(sample.replyTo);
    expect(mail.headers.from).toContain("noreply@scaligeradigital.example");
    expect(mail.text).toBe(sample.text);

    const stored = await row(id);
    expect(stored.status).toBe("sent");
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toBeNull();
  });

  it("leaves mail that is not due yet alone", async () => {
    const id = await enqueueMail(handle.db, sample);
    const later = new Date(Date.now() + 10 * minute);
    await handle.db.update(mailOutbox).set({ nextAttemptAt: later }).where(eq(mailOutbox.id, id));
    const transport = createSmtpTransport(smtp.url, FROM);
    const report = await deliverDueMail(handle.db, transport, new Date());
    transport.close();
    expect(report.claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect((await row(id)).attempts).toBe(0);
  });

  it("schedules retries with growing delays when the SMTP server refuses the mail", async () => {
    smtp.refuseWith = "Casella piena, riprovare più tardi";
    const id = await enqueueMail(handle.db, sample);
    const transport = createSmtpTransport(smtp.url, FROM);
    const first = new Date(Date.now() + 1000);
    expect(await deliverDueMail(handle.db, transport, first)).toMatchObject({
      retried: 1,
      sent: 0,
    });
    let stored = await row(id);
    expect(stored.status).toBe("pending");
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toContain("Casella piena");
    expect(stored.nextAttemptAt.getTime()).toBe(first.getTime() + minute);

    const second = new Date(first.getTime() + minute);
    await deliverDueMail(handle.db, transport, second);
    stored = await row(id);
    expect(stored.attempts).toBe(2);
    expect(stored.nextAttemptAt.getTime()).toBe(second.getTime() + 2 * minute);

    // Once the server accepts again, the next due run delivers it.
    smtp.refuseWith = null;
    await deliverDueMail(handle.db, transport, new Date(second.getTime() + 2 * minute));
    transport.close();
    expect((await row(id)).status).toBe("sent");
    expect(smtp.received).toHaveLength(1);
  });

  it("schedules a retry when the SMTP server is down", async () => {
    const down = await startTestSmtpServer();
    await down.close();
    const id = await enqueueMail(handle.db, sample);
    const transport = createSmtpTransport(down.url, FROM);
    const now = new Date(Date.now() + 1000);
    expect(await deliverDueMail(handle.db, transport, now)).toMatchObject({ retried: 1 });
    transport.close();
    const stored = await row(id);
    expect(stored.status).toBe("pending");
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(stored.nextAttemptAt.getTime()).toBe(now.getTime() + minute);
  });

  it("marks a mail failed after the maximum number of attempts", async () => {
    smtp.refuseWith = "Destinatario inesistente";
    const id = await enqueueMail(handle.db, sample);
    await handle.db
      .update(mailOutbox)
      .set({ attempts: outboxPolicy.maxAttempts - 1 })
      .where(eq(mailOutbox.id, id));
    const transport = createSmtpTransport(smtp.url, FROM);
    const now = new Date(Date.now() + 1000);
    expect(await deliverDueMail(handle.db, transport, now)).toMatchObject({ failed: 1 });
    // A failed mail is never picked up again.
    expect(
      await deliverDueMail(handle.db, transport, new Date(now.getTime() + 24 * 60 * minute)),
    ).toMatchObject({ claimed: 0 });
    transport.close();
    const stored = await row(id);
    expect(stored.status).toBe("failed");
    expect(stored.attempts).toBe(outboxPolicy.maxAttempts);
    expect(stored.lastError).toContain("Destinatario inesistente");
  });

  it("sends each mail once when two deliveries overlap", async () => {
    for (let i = 0; i < 4; i++)
      await enqueueMail(handle.db, { ...sample, subject: `Messaggio ${i}` });
    const transport = createSmtpTransport(smtp.url, FROM);
    const now = new Date(Date.now() + 1000);
    const reports = await Promise.all([
      deliverDueMail(handle.db, transport, now),
      deliverDueMail(handle.db, transport, now),
    ]);
    transport.close();
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(4);
    expect(smtp.received.map((m) => m.headers.subject).sort()).toEqual([
      "Messaggio 0",
      "Messaggio 1",
      "Messaggio 2",
      "Messaggio 3",
    ]);
  });
});

describe("deliverDueMail with several workers", () => {
  it("sends each of 50 mails exactly once when three workers deliver at the same time", async () => {
    for (let i = 0; i < 50; i++) {
      await enqueueMail(handle.db, { ...sample, subject: `Coda ${String(i).padStart(2, "0")}` });
    }
    const transport = createSmtpTransport(smtp.url, FROM);
    const now = new Date(Date.now() + 1000);
    const reports = await Promise.all(
      [1, 2, 3].map(() => deliverDueMail(handle.db, transport, now, { batchSize: 50 })),
    );
    transport.close();
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(50);
    const subjects = smtp.received.map((m) => m.headers.subject);
    expect(new Set(subjects).size).toBe(50);
    expect(subjects).toHaveLength(50);
    const rows = await handle.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("a worker that dies mid-send gives the mail up when its lease runs out, and it is sent once", async () => {
    const id = await enqueueMail(handle.db, sample);
    const now = new Date(Date.now() + 1000);
    // This worker claims the mail and never finishes sending it (the process died).
    let claimed!: () => void;
    const sending = new Promise<void>((resolve) => (claimed = resolve));
    const dead = { sendMail: () => (claimed(), new Promise<never>(() => {})) };
    void deliverDueMail(handle.db, dead, now);
    await sending;
    expect((await row(id)).attempts).toBe(1);

    const transport = createSmtpTransport(smtp.url, FROM);
    // Another worker, before the lease runs out: nothing due.
    const early = new Date(now.getTime() + outboxPolicy.claimLeaseMs - 1000);
    expect(await deliverDueMail(handle.db, transport, early)).toMatchObject({ claimed: 0 });
    // After it: the mail is claimed again and sent.
    const late = new Date(now.getTime() + outboxPolicy.claimLeaseMs + 1000);
    expect(await deliverDueMail(handle.db, transport, late)).toMatchObject({ claimed: 1, sent: 1 });
    transport.close();
    expect(smtp.received).toHaveLength(1);
    const stored = await row(id);
    expect(stored.status).toBe("sent");
    expect(stored.attempts).toBe(2);
  });
});

describe("retryDelayMs", () => {
  it("doubles from one minute and stops at one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 9].map((n) => retryDelayMs(n) / minute)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});

describe("enqueueMail", () => {
  it("keeps header fields on one line", async () => {
    const id = await enqueueMail(handle.db, {
      ...sample,
      subject: "Ciao\r\nBcc: altri@example.com",
    });
    expect((await row(id)).subject).toBe("Ciao Bcc: altri@example.com");
  });
});

describe("enqueueMail", () => {
  it("stores every address of the mail normalised, the one thing personal-data requests compare", async () => {
    const id = await enqueueMail(handle.db, {
      ...sample,
      to: "Ufficio Vendite <Vendite@Example.it>, mario.rossi@example.com",
      replyTo: " Rossi@EXAMPLE.it ",
      secretLink: true,
    });
    expect(await row(id)).toMatchObject({
      addresses: ["vendite@example.it", "mario.rossi@example.com", "rossi@example.it"],
      secretLink: true,
    });
    expect((await row(await enqueueMail(handle.db, sample))).addresses).toEqual([
      sample.to,
      sample.replyTo,
    ]);
  });
});
