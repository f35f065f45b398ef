import { afterAll, beforeAll, describe, expect } from "vitest";
import { desc, eq } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import { simpleParser } from "mailparser";
import { contactMessages, customerTickets, mailOutbox, ticketMessages } from "#db/schema";
import { readEnv } from "#server/env";
import { createLogger } from "#server/logger";
import { createSmtpTransport } from "#server/mail-worker";
import { deliverDueMail } from "#features/mail/outbox.server";
import { CUSTOMER_EMAIL, SITE_URL, fileFixtures, test } from "#tests/helpers/fixtures";
import { startTestImapServer, type TestImapServer } from "#tests/helpers/dovecot";
import { startTestSmtpServer, type TestSmtpServer } from "#tests/helpers/smtp";
import { incomingMailOf, storeIncomingMail } from "./mail-in.server";
import { readSupportMailbox } from "./mail-in-job.server";
import { mailInMessages } from "./support-mail.table";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createUploadStorage, type UploadStorage } from "#server/storage";
import { ticketAttachments } from "#features/tickets/tickets.table";

/**
 * The mail-in against a real IMAP server (Debian's dovecot on 127.0.0.1:3743) and the ticket
 * mails through a real SMTP server on loopback (decision 067).
 */
const IMAP_PORT = 3743;
const SUPPORT = "supporto@scaligeradigital.example";
const MAIL_TO = "assistenza@scaligeradigital.example";
const MAIL_FROM = "Scaligera Digital <noreply@scaligeradigital.example>";

let imap: TestImapServer;
let smtp: TestSmtpServer;
let dataDir: string;
let storage: UploadStorage;

const baseEnv = {
  PUBLIC_SITE_URL: SITE_URL,
  SUPPORT_EMAIL: SUPPORT,
  MAIL_TO,
  MAIL_FROM,
};
test.override("apiEnv", baseEnv);
const kit = fileFixtures();

beforeAll(async () => {
  imap = await startTestImapServer(IMAP_PORT);
  smtp = await startTestSmtpServer();
  dataDir = await mkdtemp(path.join(tmpdir(), "mail-in-files-"));
  storage = createUploadStorage(readEnv({ NODE_ENV: "test", DATA_DIR: dataDir }));
});
afterAll(async () => {
  await imap?.stop();
  await smtp?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const env = () =>
  readEnv({
    NODE_ENV: "test",
    ...baseEnv,
    IMAP_URL: imap.url,
    IMAP_USER: imap.user,
    IMAP_PASSWORD: imap.password,
  });
const logger = createLogger(readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }));
let kicks = 0;

/** One pass of the mail-in, as one instance (`holder`) would run it. */
const readMailbox = (holder = "istanza-a", beforeStore?: () => void) =>
  readSupportMailbox({
    db: kit.db,
    storage,
    env: env(),
    logger,
    mail: { kick: () => void kicks++ },
    holder,
    beforeStore,
  });

/** Delivers the outbox through the SMTP server; the mails it received in this call. */
async function sendOutbox() {
  const before = smtp.received.length;
  await deliverDueMail(kit.db, createSmtpTransport(smtp.url, MAIL_FROM));
  return smtp.received.slice(before);
}

/** A real MIME mail (nodemailer's composer) put in the support mailbox, unread. */
async function deliver(mail: {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId?: string;
  attachments?: { filename: string; content: string }[];
  headers?: Record<string, string>;
}): Promise<Buffer> {
  const raw = await new MailComposer(mail).compile().build();
  await imap.deliver(raw);
  return raw;
}

const thread = (ticketId: number) =>
  kit.db
    .select()
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(ticketMessages.id);

const contacts = () => kit.db.select().from(contactMessages).orderBy(desc(contactMessages.id));

/** A ticket opened in the customer area, its mails delivered; its reply address. */
async function openTicket(title: string) {
  await sendOutbox(); // what earlier tests left queued
  const res = await kit.customerApi.call("POST", "/customer/tickets", {
    title,
    description: "La stampante dell'ufficio non risponde più.",
    category: "technical",
    priority: "medium",
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const received = await sendOutbox();
  return { id, received };
}

describe("ticket mails", () => {
  test("carry the [#n] subject, the ticket's reply address and the threading headers", async () => {
    const { id, received } = await openTicket("Stampante in rete");
    expect(received).toHaveLength(2);
    const company = received.find((m) => m.rcptTo.includes(MAIL_TO))!;
    const ack = received.find((m) => m.rcptTo.includes(CUSTOMER_EMAIL))!;
    const root = `<ticket-${id}@scaligeradigital.example>`;
    const replyTo = new RegExp(`^supporto\\+t${id}-[0-9a-f]{20}@scaligeradigital\\.example$`);

    expect(ack.headers["subject"]).toBe(
      `[#${id}] Abbiamo ricevuto il tuo ticket n. ${id}: Stampante in rete`,
    );
    expect(ack.headers["message-id"]).toBe(root);
    expect(ack.headers["reply-to"]).toMatch(replyTo);
    expect(ack.text).toContain(`${SITE_URL}/customer/dashboard?sezione=supporto&ticket=${id}`);
    expect(ack.text).toContain("puoi anche rispondere a questa email");

    expect(company.headers["subject"]).toMatch(new RegExp(`^\\[#${id}\\] Nuovo ticket n\\. ${id}`));
    expect(company.headers["reply-to"]).toBe(ack.headers["reply-to"]);
    expect(company.headers["in-reply-to"]).toBe(root);
    expect(company.headers["references"]).toBe(root);
    expect(company.headers["message-id"]).not.toBe(root);

    // The desk's answer to the customer: the same thread and reply address.
    const answer = await kit.adminApi.call("POST", `/admin/tickets/${id}/messages`, {
      message: "Abbiamo riavviato il server di stampa.",
      isInternal: false,
    });
    expect(answer.status).toBe(201);
    const [reply] = await sendOutbox();
    expect(reply!.headers["subject"]).toBe(
      `[#${id}] Risposta al ticket n. ${id}: Stampante in rete`,
    );
    expect(reply!.headers["in-reply-to"]).toBe(root);
    expect(reply!.headers["reply-to"]).toBe(ack.headers["reply-to"]);

    // The company's mails keep the customer findable by the personal-data requests.
    const [stored] = await kit.db
      .select({ addresses: mailOutbox.addresses })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, MAIL_TO))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(stored!.addresses).toContain(CUSTOMER_EMAIL);
  });
});

describe("the mail-in", () => {
  test("adds the customer's reply, with its attachment, to the right ticket", async () => {
    const { id, received } = await openTicket("Posta che non arriva");
    const replyTo = received[0]!.headers["reply-to"]!;
    const other = await openTicket("Un altro ticket");
    await deliver({
      from: `Mario Guardia <${CUSTOMER_EMAIL}>`,
      to: replyTo,
      subject: `Re: [#${id}] Abbiamo ricevuto il tuo ticket n. ${id}: Posta che non arriva`,
      text: [
        "Ecco il log che mi avete chiesto.",
        "",
        "Mario",
        "",
        "Il giorno lun 1 dic 2026 alle ore 10:00 Scaligera Digital",
        "<noreply@scaligeradigital.example> ha scritto:",
        "> Gentile Mario Guardia,",
        "> abbiamo ricevuto la tua richiesta",
      ].join("\n"),
      attachments: [{ filename: "log.txt", content: "riga 1\nriga 2\n" }],
    });
    kicks = 0;
    const report = await readMailbox();
    expect(report).toMatchObject({ skipped: false, read: 1, stored: 1, duplicates: 0 });
    expect(kicks).toBe(1);
    const messages = await thread(id);
    expect(messages.at(-1)).toMatchObject({
      authorType: "customer",
      isInternal: false,
      message: "Ecco il log che mi avete chiesto.\n\nMario",
    });
    // The file is the message's, as if attached in the customer area (decision 066).
    const [file] = await kit.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.messageId, messages.at(-1)!.id));
    expect(file).toMatchObject({
      ticketId: id,
      fileName: "log.txt",
      contentType: "text/plain; charset=utf-8",
    });
    expect(await storage.stat(file!.storageKey)).not.toBeNull();
    expect(await thread(other.id)).toHaveLength(1);
    // Read only now; the company is told, in the ticket's thread.
    expect((await imap.inbox()).unseen).toEqual([]);
    const [told] = await sendOutbox();
    expect(told!.rcptTo).toEqual([MAIL_TO]);
    expect(told!.headers["subject"]).toBe(
      `[#${id}] Nuova risposta del cliente al ticket n. ${id}: Posta che non arriva`,
    );
  });

  test("a staff member's reply by mail is the staff's answer, mailed to the customer", async () => {
    const { id, received } = await openTicket("Risposta dello staff");
    await deliver({
      from: "admin@scaligeradigital.example",
      to: received[0]!.headers["reply-to"]!,
      subject: `Re: [#${id}] Nuovo ticket`,
      text: "Controllato: ora funziona.\n\n-- \nSupporto",
    });
    await readMailbox();
    expect((await thread(id)).at(-1)).toMatchObject({
      authorType: "admin",
      authorId: kit.adminApi.id,
      message: "Controllato: ora funziona.",
    });
    const [answer] = await sendOutbox();
    expect(answer!.rcptTo).toEqual([CUSTOMER_EMAIL]);
    expect(answer!.text).toContain("Controllato: ora funziona.");
  });

  test("a forged reference or a stranger never lands in a ticket: a contact message instead", async () => {
    const { id, received } = await openTicket("Ticket da proteggere");
    const replyTo = received[0]!.headers["reply-to"]!;
    const forged = replyTo.replace(/-[0-9a-f]{20}@/, "-0123456789abcdef0123@");
    await deliver({
      from: CUSTOMER_EMAIL,
      to: forged,
      subject: `Re: [#${id}]`,
      text: "Token inventato",
    });
    await deliver({
      from: "Sconosciuto <estraneo@example.org>",
      to: replyTo,
      subject: `Re: [#${id}]`,
      text: "Scrivo nel ticket di un altro",
    });
    const report = await readMailbox();
    expect(report.stored).toBe(2);
    expect(await thread(id)).toHaveLength(1);
    const [stranger, fake] = await contacts();
    expect(fake).toMatchObject({ email: CUSTOMER_EMAIL });
    expect(fake!.message).toContain("codice non valido");
    expect(fake!.message).toContain("Token inventato");
    expect(stranger).toMatchObject({ name: "Sconosciuto", email: "estraneo@example.org" });
    expect(stranger!.message).toContain(`non è il cliente del ticket n. ${id}`);
    expect((await imap.inbox()).unseen).toEqual([]);
    // Nothing is mailed back to a stranger.
    expect(await sendOutbox()).toEqual([]);
  });

  test("a known customer's mail without a reference opens a ticket, acknowledged", async () => {
    await deliver({
      from: CUSTOMER_EMAIL,
      to: SUPPORT,
      subject: "Fwd: Rinnovo del dominio",
      text: "Il dominio scade la prossima settimana?",
    });
    await readMailbox();
    const [ticket] = await kit.db
      .select()
      .from(customerTickets)
      .orderBy(desc(customerTickets.id))
      .limit(1);
    expect(ticket).toMatchObject({
      customerId: kit.customerApi.id,
      title: "Rinnovo del dominio",
      description: "Il dominio scade la prossima settimana?",
      status: "open",
    });
    const mails = await sendOutbox();
    const ack = mails.find((m) => m.rcptTo.includes(CUSTOMER_EMAIL))!;
    expect(ack.headers["subject"]).toBe(
      `[#${ticket!.id}] Abbiamo ricevuto il tuo ticket n. ${ticket!.id}: Rinnovo del dominio`,
    );
    expect(mails.some((m) => m.rcptTo.includes(MAIL_TO))).toBe(true);

    // A stranger without a reference: a contact message.
    await deliver({ from: "chiunque@example.org", to: SUPPORT, subject: "Offerta", text: "Ciao" });
    await readMailbox();
    expect((await contacts())[0]).toMatchObject({ email: "chiunque@example.org" });
  });

  test("a stop between reading and storing loses nothing and stores once", async () => {
    const { id, received } = await openTicket("Arresto a metà");
    const raw = await deliver({
      from: CUSTOMER_EMAIL,
      to: received[0]!.headers["reply-to"]!,
      subject: `Re: [#${id}]`,
      text: "Messaggio da non perdere",
      messageId: "<arresto-1@example.it>",
    });
    await expect(
      readMailbox("istanza-a", () => {
        throw new Error("processo fermato");
      }),
    ).rejects.toThrow("processo fermato");
    expect(await thread(id)).toHaveLength(1);
    expect((await imap.inbox()).unseen).toHaveLength(1);

    // Stored, then stopped before \Seen: the next pass only marks it read.
    await storeIncomingMail(kit.db, incomingMailOf(await simpleParser(raw), raw), {
      mailTo: MAIL_TO,
      env: env(),
      storage,
    });
    expect(await thread(id)).toHaveLength(2);
    const report = await readMailbox();
    expect(report).toMatchObject({ read: 1, stored: 0, duplicates: 1 });
    expect(await thread(id)).toHaveLength(2);
    expect((await imap.inbox()).unseen).toEqual([]);
    expect((await readMailbox()).read).toBe(0);
  });

  test("two instances reading at once store a mail once", async () => {
    const { id, received } = await openTicket("Due istanze");
    await deliver({
      from: CUSTOMER_EMAIL,
      to: received[0]!.headers["reply-to"]!,
      subject: `Re: [#${id}]`,
      text: "Una volta sola",
    });
    const reports = await Promise.all([readMailbox("istanza-a"), readMailbox("istanza-b")]);
    expect(reports.reduce((n, r) => n + r.stored, 0)).toBe(1);
    const messages = await thread(id);
    expect(messages.filter((m) => m.message === "Una volta sola")).toHaveLength(1);
    const keys = await kit.db.select().from(mailInMessages);
    expect(new Set(keys.map((k) => k.key)).size).toBe(keys.length);
  });
});
