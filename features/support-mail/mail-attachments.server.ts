import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { ticketMessages } from "#db/schema";
import { formatBytes } from "../media/media-values";

/** A file attached to a mail, as mailparser gave it. */
export type MailFile = { fileName: string; bytes: Uint8Array };

/**
 * The attachments of a mail added to a ticket (decision 067). For now they are named at the end
 * of the message ("Allegati ricevuti via e-mail: a.pdf (12 KB)"); the files themselves are kept
 * by the tickets' attachments once that feature is merged.
 */
export async function storeMailAttachments(
  db: Database,
  { ticketId, messageId, files }: { ticketId: number; messageId: number; files: MailFile[] },
): Promise<void> {
  if (files.length === 0) return;
  // integrator: call saveTicketAttachments(db, storage, { ticketId, messageId, files }) here
  // (features/tickets/ticket-attachments.server.ts) and keep or drop the line below.
  void ticketId;
  const list = files.map((f) => `${f.fileName} (${formatBytes(f.bytes.byteLength)})`).join(", ");
  const [row] = await db
    .select({ message: ticketMessages.message })
    .from(ticketMessages)
    .where(eq(ticketMessages.id, messageId));
  if (!row) return;
  await db
    .update(ticketMessages)
    .set({ message: `${row.message}\n\nAllegati ricevuti via e-mail: ${list}` })
    .where(eq(ticketMessages.id, messageId));
}
