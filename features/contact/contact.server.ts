import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteById, insertRow } from "#db/rows";
import { contactMessages } from "#db/schema";
import { enqueueMail } from "../mail/outbox.server";
import { formatMailDateTime } from "../shared/dates";
import { isQuoteRequest, type ContactInput } from "./contact.schema";
import type { AdminContact } from "./contact-inbox";

/**
 * Stores a contact message or quote request and queues the notification to the company in
 * the same transaction: the visitor's message is never lost, even when mail delivery fails.
 */
export async function createContactMessage(
  db: Database,
  input: ContactInput,
  { mailTo }: { mailTo: string },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await insertRow(tx, contactMessages, {
      name: input.name,
      email: input.email,
      company: input.company,
      budget: input.budget,
      message: input.message,
    });
    await enqueueMail(tx, {
      to: mailTo,
      replyTo: input.email,
      ...contactNotification(input, row),
    });
    return { id: row.id };
  });
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
