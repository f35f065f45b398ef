import { createHash } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { ParsedMail, AddressObject } from "mailparser";
import type { Database } from "#db/client";
import {
  adminUsers,
  contactMessages,
  customerTickets,
  customerUsers,
  ticketMessages,
} from "#db/schema";
import { createOwnTicket, reopenable, replyToOwnTicket } from "#features/tickets/customer.server";
import { addDeskMessage } from "#features/tickets/desk.server";
import { enqueueTicketMail, readTicketReference } from "#features/tickets/ticket-mail.server";
import type { TicketMailing } from "#features/tickets/ticket-acknowledgement.server";
import { deskMailLinks } from "#features/support-desk/desk-mail-links.server";
import { formatMailDateTime } from "#kit/lib/dates";
import { stripQuotedHistory, ticketTitleOfSubject } from "./quoted-history";
import type { UploadStorage } from "#server/storage";
import { storeMailAttachments, type MailFile } from "./mail-attachments.server";
import { mailInMessages, type MailInOutcome } from "./support-mail.table";

/**
 * What the mail-in does with one mail of the support mailbox (decision 067), in one transaction
 * with the row of `mail_in_messages` that makes it happen once:
 *
 * - a reply address with a valid token (To, Cc, Delivered-To) and From the ticket's customer
 *   (or the contact address of a public ticket): the customer's message, quoted history
 *   stripped, its attachments kept as the message's files (`storeMailAttachments`); a closed ticket is opened again,
 *   as when the customer answers in their area, and the company is told;
 * - the same from a team member's address: the staff member's reply, mailed to the customer as
 *   the desk's replies are;
 * - no reference, from an active customer: a new ticket (title: the subject), acknowledged;
 * - anything else (a forged or unknown reference, a stranger, an automatic reply, a mail over
 *   the size limit): a contact message for the owner, saying why; nothing is mailed back.
 */
export const MAIL_IN_MAX_BYTES = 25 * 1024 * 1024;
const MESSAGE_MAX = 10_000;

export type IncomingMail = {
  /** SHA-256 of the Message-ID, or of the whole mail when it has none: the idempotency key. */
  key: string;
  from: { address: string; name: string } | null;
  /** Every address it was sent to: To, Cc, Delivered-To, X-Original-To. */
  recipients: string[];
  subject: string;
  text: string;
  /** Auto-Submitted other than "no" (an out-of-office, a bounce). */
  automatic: boolean;
  files: MailFile[];
  /** Its size, when over MAIL_IN_MAX_BYTES: only the headers were read. */
  tooLargeBytes?: number;
};

export type MailInResult =
  | { duplicate: true }
  | {
      duplicate: false;
      outcome: MailInOutcome;
      ticketId: number | null;
      contactMessageId: number | null;
      /** Mail was queued (wake the outbox). */
      mailed: boolean;
    };

export type MailInContext = TicketMailing & { storage: UploadStorage };

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((a) => [
      ...(a.address ? [a.address] : []),
      ...(a.group ?? []).flatMap((g) => (g.address ? [g.address] : [])),
    ]),
  );

function headerText(parsed: ParsedMail, name: string): string[] {
  const value = parsed.headers.get(name);
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((v) => {
    if (typeof v === "string") return [v];
    if (v && typeof v === "object" && "value" in v) return addressesOf(v as AddressObject);
    return [];
  });
}

/** A mail as mailparser read it, in the shape the mail-in decides on. */
export function incomingMailOf(parsed: ParsedMail, source: Buffer | Uint8Array): IncomingMail {
  const sender = parsed.from?.value.find((a) => a.address);
  const messageId = parsed.messageId?.trim();
  const autoSubmitted = headerText(parsed, "auto-submitted")[0]?.trim().toLowerCase();
  return {
    key: createHash("sha256")
      .update(messageId ? `message-id:${messageId}` : Buffer.from(source))
      .digest("hex"),
    from: sender?.address ? { address: sender.address, name: sender.name ?? "" } : null,
    recipients: [
      ...addressesOf(parsed.to),
      ...addressesOf(parsed.cc),
      ...headerText(parsed, "delivered-to"),
      ...headerText(parsed, "x-original-to"),
    ],
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    automatic: Boolean(autoSubmitted && autoSubmitted !== "no"),
    files: parsed.attachments
      .filter((a) => a.contentDisposition !== "inline" || a.filename)
      .map((a, index) => ({
        fileName: a.filename?.trim() || `allegato-${index + 1}`,
        bytes: new Uint8Array(a.content),
      })),
  };
}

/** The key of a mail that was too large to read: its Message-ID, else its UID and size. */
export function oversizedKey(messageId: string | undefined, fallback: string): string {
  return createHash("sha256")
    .update(messageId ? `message-id:${messageId.trim()}` : `oversized:${fallback}`)
    .digest("hex");
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** Stores what the mail brings, once per key; see above. */
export async function storeIncomingMail(
  db: Database,
  mail: IncomingMail,
  context: MailInContext,
): Promise<MailInResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(mailInMessages)
      .values({ key: mail.key, outcome: "ignored" })
      .onConflictDoNothing({ target: mailInMessages.key })
      .returning({ id: mailInMessages.id });
    if (!claimed) return { duplicate: true } as const;
    const result = await decide(tx, mail, context);
    await tx
      .update(mailInMessages)
      .set({
        outcome: result.outcome,
        ticketId: result.ticketId,
        contactMessageId: result.contactMessageId,
      })
      .where(eq(mailInMessages.id, claimed.id));
    return { duplicate: false, ...result } as const;
  });
}

type Decision = Omit<Extract<MailInResult, { duplicate: false }>, "duplicate">;

async function decide(tx: Database, mail: IncomingMail, context: MailInContext): Promise<Decision> {
  const toContact = async (why: string): Promise<Decision> => ({
    outcome: "contact",
    ticketId: null,
    contactMessageId: await contactNote(tx, mail, why),
    mailed: false,
  });
  if (mail.tooLargeBytes !== undefined) {
    const mb = Math.round(mail.tooLargeBytes / (1024 * 1024));
    return toContact(
      `il messaggio è di circa ${mb} MB, oltre il limite di ${MAIL_IN_MAX_BYTES / (1024 * 1024)} MB: non è stato letto; aprilo nella casella di posta dell'assistenza`,
    );
  }
  if (!mail.from) return toContact("il messaggio non indica un mittente");
  if (mail.automatic) return toContact("è una risposta automatica (per esempio un fuori sede)");
  const from = mail.from.address;
  const reference = await readTicketReference(tx, context.env, mail.recipients);
  if (reference.state === "forged") {
    return toContact("l'indirizzo di risposta indica un ticket con un codice non valido");
  }
  if (reference.state === "valid") {
    const [ticket] = await tx
      .select({
        id: customerTickets.id,
        title: customerTickets.title,
        status: customerTickets.status,
        customerId: customerTickets.customerId,
        customerEmail: customerUsers.email,
        contactName: customerTickets.contactName,
        contactEmail: customerTickets.contactEmail,
        closedAt: customerTickets.closedAt,
      })
      .from(customerTickets)
      .leftJoin(customerUsers, eq(customerUsers.id, customerTickets.customerId))
      .where(eq(customerTickets.id, reference.ticketId));
    if (!ticket) return toContact(`il ticket n. ${reference.ticketId} non esiste più`);
    const text = replyText(mail);
    const addFiles = async (authorType: "customer" | "admin") => {
      const [message] = await tx
        .select({ id: ticketMessages.id })
        .from(ticketMessages)
        .where(
          and(eq(ticketMessages.ticketId, ticket.id), eq(ticketMessages.authorType, authorType)),
        )
        .orderBy(desc(ticketMessages.id))
        .limit(1);
      await storeMailAttachments(tx, context.storage, {
        ticketId: ticket.id,
        messageId: message!.id,
        files: mail.files,
      });
    };
    if (ticket.customerId !== null && same(from, ticket.customerEmail)) {
      // As in the customer area (decision 066): a ticket closed over 7 days ago stays closed.
      if (ticket.status === "closed" && !reopenable(ticket.closedAt, new Date())) {
        return toContact(
          `il cliente risponde al ticket n. ${ticket.id}, chiuso da più di 7 giorni: aprine uno nuovo per lui se serve`,
        );
      }
      await replyToOwnTicket(tx, ticket.customerId, ticket.id, text, context);
      await addFiles("customer");
      return {
        outcome: "ticket_message",
        ticketId: ticket.id,
        contactMessageId: null,
        mailed: true,
      };
    }
    if (ticket.customerId === null && same(from, ticket.contactEmail)) {
      await contactReply(tx, context, ticket, text, mail.from);
      await addFiles("customer");
      return {
        outcome: "ticket_message",
        ticketId: ticket.id,
        contactMessageId: null,
        mailed: true,
      };
    }
    const [admin] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(
        and(
          sql`lower(${adminUsers.email}) = ${from.trim().toLowerCase()}`,
          isNull(adminUsers.deletedAt),
          eq(adminUsers.isActive, true),
        ),
      )
      .limit(1);
    if (admin) {
      const links = await deskMailLinks(tx, context.env.siteUrl);
      const added = await addDeskMessage(
        tx,
        admin.id,
        ticket.id,
        { message: text, isInternal: false },
        links,
        context.env,
      );
      await addFiles("admin");
      return {
        outcome: "ticket_message",
        ticketId: ticket.id,
        contactMessageId: null,
        mailed: added?.mailed ?? false,
      };
    }
    return toContact(
      `il mittente non è il cliente del ticket n. ${ticket.id} né un membro dello staff`,
    );
  }
  const [customer] = await tx
    .select({ id: customerUsers.id, isActive: customerUsers.isActive })
    .from(customerUsers)
    .where(sql`lower(${customerUsers.email}) = ${from.trim().toLowerCase()}`)
    .limit(1);
  if (!customer) {
    return toContact("il messaggio non indica un ticket e il mittente non è un cliente registrato");
  }
  if (!customer.isActive) {
    return toContact("il messaggio non indica un ticket e il cliente che lo invia è disattivato");
  }
  const title = ticketTitle(mail.subject);
  const ticket = await createOwnTicket(
    tx,
    customer.id,
    {
      title,
      description: replyText(mail),
      category: "general",
      priority: "medium",
      serviceId: null,
    },
    context,
  );
  const [first] = await tx
    .select({ id: ticketMessages.id })
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticket.id))
    .orderBy(ticketMessages.id)
    .limit(1);
  await storeMailAttachments(tx, context.storage, {
    ticketId: ticket.id,
    messageId: first!.id,
    files: mail.files,
  });
  await tx
    .update(customerTickets)
    .set({ description: (await messageText(tx, first!.id)) ?? ticket.description })
    .where(eq(customerTickets.id, ticket.id));
  return { outcome: "new_ticket", ticketId: ticket.id, contactMessageId: null, mailed: true };
}

async function messageText(tx: Database, id: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ message: ticketMessages.message })
    .from(ticketMessages)
    .where(eq(ticketMessages.id, id));
  return row?.message;
}

/** The new part of the mail, within a ticket message's length. */
function replyText(mail: IncomingMail): string {
  const text = stripQuotedHistory(mail.text) || "(messaggio senza testo)";
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text;
}

/** The subject as a title of 5 to 255 characters. */
function ticketTitle(subject: string): string {
  const title = ticketTitleOfSubject(subject);
  if (title.length >= 5) return title.slice(0, 255);
  return title ? `Richiesta via e-mail: ${title}` : "Richiesta via e-mail";
}

/**
 * The reply of who opened a public ticket without an account (its contact address): stored as
 * the customer's message, a closed ticket opened again, the company told.
 */
async function contactReply(
  tx: Database,
  { mailTo, env }: MailInContext,
  ticket: { id: number; title: string; status: string; contactName: string | null },
  text: string,
  from: { address: string; name: string },
): Promise<void> {
  const now = new Date();
  await tx.insert(ticketMessages).values({
    ticketId: ticket.id,
    authorType: "customer",
    authorId: null,
    message: text,
    createdAt: now,
  });
  const reopened = ticket.status === "closed";
  await tx
    .update(customerTickets)
    .set({ status: reopened ? "open" : (ticket.status as "open"), updatedAt: now })
    .where(eq(customerTickets.id, ticket.id));
  const name = ticket.contactName ?? from.name ?? from.address;
  await enqueueTicketMail(tx, env, ticket.id, {
    to: mailTo,
    replyTo: from.address,
    regarding: from.address,
    subject: `Nuova risposta via e-mail al ticket n. ${ticket.id}: ${ticket.title}`,
    text: [
      `${name} (${from.address}) ha risposto via e-mail al ticket n. ${ticket.id} il ${formatMailDateTime(now)}.`,
      ...(reopened ? ["Il ticket era chiuso ed è stato riaperto."] : []),
      "",
      "Messaggio:",
      text,
    ].join("\n"),
  });
}

/** A contact message for the owner with the mail and why it landed there; its id. */
async function contactNote(tx: Database, mail: IncomingMail, why: string): Promise<number> {
  const files = mail.files.map((f) => f.fileName).join(", ");
  const body = [
    `Email arrivata alla casella dell'assistenza e non aggiunta a un ticket: ${why}.`,
    `Oggetto: ${mail.subject || "(nessun oggetto)"}`,
    ...(files ? [`Allegati (non salvati): ${files}`] : []),
    "",
    mail.text.trim() || "(messaggio senza testo)",
  ].join("\n");
  const [row] = await tx
    .insert(contactMessages)
    .values({
      name: (mail.from?.name || mail.from?.address || "Mittente sconosciuto").slice(0, 255),
      email: (mail.from?.address ?? "sconosciuto").slice(0, 255),
      company: null,
      budget: null,
      message: body.length > 20_000 ? `${body.slice(0, 19_999)}…` : body,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}
