import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { ticketMessages } from "#db/schema";
import type { UploadStorage } from "#server/storage";
import { saveTicketAttachments } from "#features/tickets/ticket-attachments.server";

/** A file attached to a mail, as mailparser gave it. */
export type MailFile = { fileName: string; bytes: Uint8Array };

/**
 * The attachments of a mail added to a ticket (decisions 066 and 067): kept as the files of the
 * message, like those of the site's forms, with the same checks. A file the checks refuse is
 * named at the end of the message with the reason, so the staff know it came and why it is not
 * there.
 */
export async function storeMailAttachments(
  db: Database,
  storage: UploadStorage,
  { ticketId, messageId, files }: { ticketId: number; messageId: number; files: MailFile[] },
): Promise<void> {
  if (files.length === 0) return;
  const { refused } = await saveTicketAttachments(db, storage, { ticketId, messageId, files });
  if (refused.length === 0) return;
  const [row] = await db
    .select({ message: ticketMessages.message })
    .from(ticketMessages)
    .where(eq(ticketMessages.id, messageId));
  if (!row) return;
  const list = refused.map((file) => `- ${file.message}`).join("\n");
  await db
    .update(ticketMessages)
    .set({ message: `${row.message}\n\nAllegati ricevuti via e-mail e non accettati:\n${list}` })
    .where(eq(ticketMessages.id, messageId));
}
