/**
 * The rules of a ticket's attachments (issue 26, decision 066), shared by the forms (checked as
 * the files are chosen) and the server (which checks the bytes again: the type is read from the
 * content, never from the name or the browser). Browser-safe.
 */

/** The multipart field of the files, in every ticket form. */
export const ATTACHMENT_FIELD = "attachments";
/** Bytes per file: 10 MB. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Files per message. */
export const MAX_ATTACHMENTS = 5;

/** What the file input offers (a hint to the picker: the server decides by the bytes). */
export const ATTACHMENT_ACCEPT = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "application/pdf",
  "text/plain",
  "application/zip",
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".gif",
  ".pdf",
  ".txt",
  ".log",
  ".csv",
  ".zip",
].join(",");

export const attachmentMessages = {
  tooLarge: (name: string) => `Il file «${name}» supera i 10 MB`,
  tooMany: `Puoi allegare al massimo ${MAX_ATTACHMENTS} file`,
  notAllowed: (name: string) =>
    `Il file «${name}» non è di un tipo ammesso: immagini, PDF, testo o ZIP`,
  empty: (name: string) => `Il file «${name}» è vuoto`,
  notFound: "Allegato non trovato",
  hint: `Facoltativi: immagini, PDF, testo o ZIP, fino a ${MAX_ATTACHMENTS} file da 10 MB ciascuno.`,
} as const;

/** The extensions whose type the browser can guess before sending (the server reads the bytes). */
const allowedExtensions = /\.(png|jpe?g|webp|gif|pdf|txt|log|csv|zip)$/i;

/**
 * The problems the form can see before sending: too many files, one too large, empty, or with
 * a name no allowed type has. One message for all of them, the first found, or null.
 */
export function chosenFilesProblem(files: readonly { name: string; size: number }[]) {
  if (files.length > MAX_ATTACHMENTS) return attachmentMessages.tooMany;
  for (const file of files) {
    if (file.size > MAX_ATTACHMENT_BYTES) return attachmentMessages.tooLarge(file.name);
    if (file.size === 0) return attachmentMessages.empty(file.name);
    if (!allowedExtensions.test(file.name)) return attachmentMessages.notAllowed(file.name);
  }
  return null;
}

/** A size as people read it, in Italian: "850 byte", "12 KB", "1,4 MB". */
export function formatAttachmentSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString("it-IT", { maximumFractionDigits: 1 })} MB`;
}
