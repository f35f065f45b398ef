import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "#db/client";
import type { UploadStorage } from "#server/storage";
import { PRIVATE_TICKET_FOLDER } from "#server/storage/upload-storage";
import { customerTickets, ticketAttachments, ticketMessages } from "./tickets.table";
import {
  attachmentMessages,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from "./ticket-attachment-rules";
import type { TicketAttachmentView } from "./ticket-attachment-view";

/**
 * A ticket's attachments (issue 26, decision 066): checked by their bytes, stored in the uploads'
 * storage under the private folder `ticket-files/` (which /uploads/* never serves), one row each
 * in ticket_attachments, downloaded through the customer's and the desk's API only.
 */

/** A file as a form or a mail brings it. */
export type TicketAttachmentFile = { fileName: string; bytes: Uint8Array };
export type RefusedAttachment = { fileName: string; message: string };
export type SavedAttachments = { stored: TicketAttachmentView[]; refused: RefusedAttachment[] };

/** The types accepted, as read from the bytes: their Content-Type and the name's extension. */
type Kind = { contentType: string; extension: string };
const kinds = {
  png: { contentType: "image/png", extension: ".png" },
  jpeg: { contentType: "image/jpeg", extension: ".jpg" },
  webp: { contentType: "image/webp", extension: ".webp" },
  gif: { contentType: "image/gif", extension: ".gif" },
  pdf: { contentType: "application/pdf", extension: ".pdf" },
  zip: { contentType: "application/zip", extension: ".zip" },
  text: { contentType: "text/plain; charset=utf-8", extension: ".txt" },
} satisfies Record<string, Kind>;

/** Text files keep these extensions; any other name of a text file ends in .txt. */
const textExtensions = [".txt", ".log", ".csv"];

const startsWith = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes.subarray(0, text.length)).toString("latin1") === text;

/** A local file header, an empty archive or a spanned one: "PK" then 03 04, 05 06 or 07 08. */
const isZip = (b: Uint8Array) =>
  b[0] === 0x50 && b[1] === 0x4b && [3, 5, 7].includes(b[2]!) && b[3] === b[2]! + 1;

/**
 * Plain text: UTF-8 (a BOM allowed) without NUL or other control characters but tab and line
 * ends, and no markup at its start (an HTML or SVG page is never taken for text).
 */
function isPlainText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return false;
  return !/^\s*<[!?a-z]/i.test(text.replace(/^\uFEFF/, ""));
}

/** The raster formats sharp reads from the first bytes, decoding only the header. */
async function imageKind(bytes: Uint8Array): Promise<Kind | null> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    if (format === "png" || format === "jpeg" || format === "webp" || format === "gif") {
      return kinds[format];
    }
  } catch {
    // Not an image sharp knows.
  }
  return null;
}

/** The accepted type of `bytes`, read from the content alone, or null. */
export async function attachmentKind(bytes: Uint8Array): Promise<Kind | null> {
  if (startsWith(bytes, "%PDF-")) return kinds.pdf;
  if (isZip(bytes)) return kinds.zip;
  const image = await imageKind(bytes);
  if (image) return image;
  return isPlainText(bytes) ? kinds.text : null;
}

/**
 * The name shown and downloaded: no path, no control or reserved characters, at most 120
 * characters, ending in the extension of the type read from the bytes (a PNG named .pdf becomes
 * .png; a text file keeps .log or .csv).
 */
export function attachmentFileName(original: string, kind: Kind): string {
  const base = (original.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]+/g, "_")
    .replace(/\s+/g, " ")
    .trim();
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 ? base.slice(dot).toLowerCase() : "";
  const stem = (dot > 0 ? base.slice(0, dot) : base).replace(/^[.\s]+/, "").slice(0, 110);
  const keep =
    kind === kinds.text
      ? textExtensions.includes(extension)
      : extension === kind.extension || (kind === kinds.jpeg && extension === ".jpeg");
  return `${stem || "allegato"}${keep ? extension : kind.extension}`;
}

/** The name as a refusal quotes it: the sender's, without path, shortened. */
const shownName = (fileName: string) =>
  (fileName.split(/[\\/]/).pop() ?? "").replace(/\p{Cc}/gu, "").slice(0, 120) || "senza nome";

/** A file that passed the checks: its safe name, its bytes and the type read from them. */
export type CheckedAttachment = { fileName: string; bytes: Uint8Array; kind: Kind };

/** Each file checked: size, emptiness, type by content; and at most MAX_ATTACHMENTS. */
export async function checkTicketAttachments(
  files: readonly (TicketAttachmentFile & { tooLarge?: boolean })[],
): Promise<{ accepted: CheckedAttachment[]; refused: RefusedAttachment[] }> {
  const accepted: CheckedAttachment[] = [];
  const refused: RefusedAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const name = shownName(file.fileName);
    const refuse = (message: string) => refused.push({ fileName: name, message });
    if (index >= MAX_ATTACHMENTS) refuse(attachmentMessages.tooMany);
    else if (file.tooLarge || file.bytes.length > MAX_ATTACHMENT_BYTES)
      refuse(attachmentMessages.tooLarge(name));
    else if (file.bytes.length === 0) refuse(attachmentMessages.empty(name));
    else {
      const kind = await attachmentKind(file.bytes);
      if (!kind) refuse(attachmentMessages.notAllowed(name));
      else
        accepted.push({
          fileName: attachmentFileName(file.fileName, kind),
          bytes: file.bytes,
          kind,
        });
    }
  }
  return { accepted, refused };
}

const newKey = () => `${PRIVATE_TICKET_FOLDER}/${randomBytes(16).toString("hex")}`;

/** A row as the threads show it. */
const view = (row: typeof ticketAttachments.$inferSelect): TicketAttachmentView => ({
  id: row.id,
  messageId: row.messageId,
  fileName: row.fileName,
  contentType: row.contentType.split(";")[0]!,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

/** Stores checked files: the objects, then their rows; `keys` collects every key written. */
async function storeChecked(
  db: Database,
  storage: UploadStorage,
  target: { ticketId: number; messageId: number | null },
  files: readonly CheckedAttachment[],
  keys: string[],
): Promise<TicketAttachmentView[]> {
  if (files.length === 0) return [];
  const mine = files.map(() => newKey());
  keys.push(...mine);
  await Promise.all(files.map((file, i) => storage.put(mine[i]!, Buffer.from(file.bytes))));
  const rows = await db
    .insert(ticketAttachments)
    .values(
      files.map((file, i) => ({
        ...target,
        fileName: file.fileName,
        contentType: file.kind.contentType,
        size: file.bytes.length,
        storageKey: mine[i]!,
      })),
    )
    .returning();
  return rows.map(view);
}

/**
 * Checks `files` and stores those accepted, attached to the ticket (and to the message, or to
 * the ticket's opening when `messageId` is null): the objects in the storage, the rows in
 * `db` (a transaction's handle, for a caller that stores the message in the same one). Answers
 * what was stored and what was refused, with the Italian reason. Nothing is half stored: when
 * the rows cannot be written, the objects written are removed. The mail-in of replies calls it.
 */
export async function saveTicketAttachments(
  db: Database,
  storage: UploadStorage,
  {
    ticketId,
    messageId,
    files,
  }: { ticketId: number; messageId: number | null; files: TicketAttachmentFile[] },
): Promise<SavedAttachments> {
  const { accepted, refused } = await checkTicketAttachments(files);
  const keys: string[] = [];
  try {
    const stored = await storeChecked(db, storage, { ticketId, messageId }, accepted, keys);
    return { stored, refused };
  } catch (error) {
    await removeStoredObjects(storage, keys);
    throw error;
  }
}

/** Attaches the checked files of a form to the message just stored, in its transaction. */
export type Attach = (db: Database, ticketId: number, messageId: number | null) => Promise<void>;

/**
 * Runs `work` (a ticket or a message stored in a transaction) with the `attach` it calls once
 * the message exists; when `work` fails, the objects already written are removed, so a refused
 * or failed write leaves no file behind. `attach` is undefined when there are no files.
 */
export async function withAttachments<T>(
  storage: UploadStorage,
  files: readonly CheckedAttachment[],
  work: (attach: Attach | undefined) => Promise<T>,
): Promise<T> {
  if (files.length === 0) return work(undefined);
  const keys: string[] = [];
  try {
    return await work(async (db, ticketId, messageId) => {
      await storeChecked(db, storage, { ticketId, messageId }, files, keys);
    });
  } catch (error) {
    await removeStoredObjects(storage, keys);
    throw error;
  }
}

/** Deletes objects of the storage, each once, a missing one being fine; failures are ignored. */
export async function removeStoredObjects(storage: UploadStorage, keys: readonly string[]) {
  await Promise.all([...new Set(keys)].map((key) => storage.delete(key).catch(() => {})));
}

/** The storage keys of the tickets' attachments (read before their rows are deleted). */
export async function attachmentKeysOf(db: Database, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return [];
  const rows = await db
    .select({ key: ticketAttachments.storageKey })
    .from(ticketAttachments)
    .where(inArray(ticketAttachments.ticketId, [...ticketIds]));
  return rows.map((row) => row.key);
}

/**
 * The attachments of a ticket as a thread shows them; `customerView` leaves out those of the
 * staff's internal notes.
 */
export async function ticketAttachmentViews(
  db: Database,
  ticketId: number,
  { customerView }: { customerView: boolean },
): Promise<TicketAttachmentView[]> {
  const rows = await db
    .select({ attachment: ticketAttachments })
    .from(ticketAttachments)
    .leftJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
    .where(
      and(
        eq(ticketAttachments.ticketId, ticketId),
        customerView
          ? or(isNull(ticketAttachments.messageId), eq(ticketMessages.isInternal, false))
          : undefined,
      ),
    )
    .orderBy(ticketAttachments.id);
  return rows.map((row) => view(row.attachment));
}

/**
 * One attachment of one ticket, or null: for a customer (`customerId`) only of their own ticket
 * and not of an internal note; for the desk any.
 */
export async function findTicketAttachment(
  db: Database,
  {
    ticketId,
    attachmentId,
    customerId,
  }: { ticketId: number; attachmentId: number; customerId?: number },
) {
  const [row] = await db
    .select({ attachment: ticketAttachments })
    .from(ticketAttachments)
    .innerJoin(customerTickets, eq(customerTickets.id, ticketAttachments.ticketId))
    .leftJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.messageId))
    .where(
      and(
        eq(ticketAttachments.id, attachmentId),
        eq(ticketAttachments.ticketId, ticketId),
        customerId === undefined
          ? undefined
          : and(
              eq(customerTickets.customerId, customerId),
              or(isNull(ticketAttachments.messageId), eq(ticketMessages.isInternal, false)),
            ),
      ),
    );
  return row?.attachment ?? null;
}

/** `attachment; filename="ascii"; filename*=UTF-8''…`: the name, safe in a header. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._ -]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The download of a stored attachment: always a download (Content-Disposition attachment),
 * its type as read when stored, never sniffed (nosniff), sandboxed, never cached by others.
 * Null when the object is gone from the storage.
 */
export async function attachmentResponse(
  storage: UploadStorage,
  row: typeof ticketAttachments.$inferSelect,
): Promise<Response | null> {
  const object = await storage.get(row.storageKey);
  if (!object) return null;
  return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      "Content-Type": row.contentType,
      "Content-Length": String(object.size),
      "Content-Disposition": attachmentDisposition(row.fileName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}
