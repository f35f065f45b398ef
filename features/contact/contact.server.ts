import { createHash } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteById } from "#db/rows";
import { contactMessages } from "#db/schema";
import { enqueueMail } from "../mail/outbox.server";
import { getSiteSettings } from "../settings/settings.server";
import { formatMailDateTime } from "#kit/lib/dates";
import { isQuoteRequest, type ContactInput } from "./contact.schema";
import type { AdminContact } from "./contact-inbox";

/** At most this many confirmation copies go to one address in an hour (decision 047). */
export const CONFIRMATIONS_PER_HOUR = 3;

/**
 * Stores a contact message or quote request and queues, in the same transaction, the
 * notification to the company and the visitor's confirmation copy (at most
 * CONFIRMATIONS_PER_HOUR an hour per address): the visitor's message is never lost, even when
 * mail delivery fails. A send whose idempotency key, address and text are already stored
 * (a double click, a resent page) answers that message's id and stores and mails nothing.
 */
export async function createContactMessage(
  db: Database,
  input: ContactInput,
  { mailTo }: { mailTo: string },
): Promise<{ id: number }> {
  const { company_name: company } = await getSiteSettings(db);
  const submissionKey = input.submissionKey ? submissionDigest(input, input.submissionKey) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        company: input.company,
        budget: input.budget,
        message: input.message,
        submissionKey,
      })
      .onConflictDoNothing({ target: contactMessages.submissionKey })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    if (!row) return storedSubmission(tx, submissionKey!);
    await enqueueMail(tx, {
      to: mailTo,
      replyTo: input.email,
      ...contactNotification(input, row),
    });
    if ((await recentMessagesFrom(tx, input.email)) <= CONFIRMATIONS_PER_HOUR) {
      await enqueueMail(tx, {
        to: input.email,
        replyTo: mailTo,
        ...contactConfirmation(input, row, company),
      });
    }
    return { id: row.id };
  });
}

/** The stored form of a key: bound to the sender and text, as a cached page may share a key. */
function submissionDigest(input: ContactInput, key: string): string {
  return createHash("sha256")
    .update([key, input.email.toLowerCase(), input.message].join("\0"))
    .digest("hex");
}

async function storedSubmission(db: Database, submissionKey: string): Promise<{ id: number }> {
  const [stored] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.submissionKey, submissionKey));
  if (!stored) throw new Error("contact_messages: the conflicting submission was not found");
  return stored;
}

/** Messages from this address (any case) in the last hour, the one just stored included. */
async function recentMessagesFrom(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(
      and(
        gt(contactMessages.createdAt, sql`now() - interval '1 hour'`),
        sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The visitor's confirmation, in Italian, with a copy of what was sent. Anyone can type any
 * address in the form, so it says what to do when the reader did not write.
 */
export function contactConfirmation(
  input: ContactInput,
  { id, createdAt }: { id: number; createdAt: Date },
  company: string,
): { subject: string; text: string } {
  const quote = isQuoteRequest(input);
  const subject = quote
    ? `Abbiamo ricevuto la tua richiesta di preventivo - ${company}`
    : `Abbiamo ricevuto il tuo messaggio - ${company}`;
  const text = [
    `Gentile ${input.name},`,
    "",
    quote
      ? `grazie per aver chiesto un preventivo a ${company}: l'abbiamo ricevuto e ti risponderemo al più presto.`
      : `grazie per aver scritto a ${company}: abbiamo ricevuto il tuo messaggio e ti risponderemo al più presto.`,
    "Ecco una copia di ciò che ci hai inviato.",
    "",
    `Nome: ${input.name}`,
    `Email: ${input.email}`,
    `Azienda: ${input.company ?? "non indicata"}`,
    `Inviato il: ${formatMailDateTime(createdAt)} (n. ${id})`,
    "",
    "Messaggio:",
    input.message,
    "",
    "--",
    "Se non ci hai scritto tu, puoi ignorare questa email: qualcuno ha indicato il tuo indirizzo",
    "per errore e non riceverai altro da noi.",
    "",
    company,
  ].join("\n");
  return { subject, text };
}

/** The company's notification mail, in Italian; replying answers the visitor directly. */
export function contactNotification(
  input: ContactInput,
  { id, createdAt }: { id: number; createdAt: Date },
): { subject: string; text: string } {
  const quote = isQuoteRequest(input);
  const subject = quote
    ? `Nuova richiesta di preventivo dal sito: ${input.name}`
    : `Nuovo messaggio dal modulo contatti: ${input.name}`;
  const when = formatMailDateTime(createdAt);
  const text = [
    quote
      ? "È arrivata una nuova richiesta di preventivo dal sito."
      : "È arrivato un nuovo messaggio dal modulo contatti del sito.",
    "",
    `Nome: ${input.name}`,
    `Email: ${input.email}`,
    `Azienda: ${input.company ?? "non indicata"}`,
    `Budget: ${input.budget ?? "non indicato"}`,
    `Ricevuto il: ${when} (n. ${id})`,
    "",
    "Messaggio:",
    input.message,
    "",
    "--",
    "Rispondi a questa email per scrivere direttamente a chi ha inviato la richiesta.",
    "Il messaggio è salvato anche nel pannello di amministrazione, scheda Contatti.",
  ].join("\n");
  return { subject, text };
}

export const adminColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  company: contactMessages.company,
  budget: contactMessages.budget,
  message: contactMessages.message,
  isRead: contactMessages.isRead,
  createdAt: contactMessages.createdAt,
};

/** A stored message as the admin API reads it (the date not yet in JSON). */
export type ContactRow = Omit<AdminContact, "createdAt"> & { createdAt: Date };

/** Marks a message as read (no way back; already read stays read). Null when unknown. */
export async function markContactRead(db: Database, id: number): Promise<ContactRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ isRead: true })
    .where(eq(contactMessages.id, id))
    .returning(adminColumns);
  return row ?? null;
}

/** Deletes a message; false when it did not exist. */
export async function deleteContactMessage(db: Database, id: number): Promise<boolean> {
  return deleteById(db, contactMessages, id);
}
