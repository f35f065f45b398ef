import type { Context } from "hono";
import { z } from "#kit/lib/zod";
import { describedBody, errorAnswer, idSchema } from "#server/http/openapi";
import { MultipartError, readMultipartForm } from "../shared/multipart.server";
import {
  ATTACHMENT_FIELD,
  attachmentMessages,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
} from "./ticket-attachment-rules";
import { checkTicketAttachments, type CheckedAttachment } from "./ticket-attachments.server";

/**
 * The ticket forms sent with their files (decision 066): a multipart/form-data body read whole
 * (features/shared/multipart.server.ts), its text fields checked by the form's own zod schema
 * (the one of the JSON route) and its files by their bytes, every refusal at once in one 400
 * `{ message, issues }` (the files' under `attachments`), so nothing is stored unless all passes.
 */

/** Room for the text fields and the multipart framing around the files. */
const FORM_OVERHEAD = 256 * 1024;
const MAX_FORM_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + FORM_OVERHEAD;

export type TicketForm<T> =
  | { ok: true; input: T; files: CheckedAttachment[]; fields: Record<string, string> }
  /** `fields`: the text fields, when the body could be read (a honeypot is read from them). */
  | { ok: false; response: Response; fields?: Record<string, string> };

/**
 * Reads the form of `c` and checks it with `schema`, after `prepare` turned its text fields into
 * the schema's input (a checkbox's "true", say).
 */
export async function readTicketForm<S extends z.ZodType>(
  c: Context,
  schema: S,
  prepare: (fields: Record<string, string>) => unknown = (fields) => fields,
): Promise<TicketForm<z.output<S>>> {
  const length = Number(c.req.header("content-length"));
  let form;
  try {
    form = await readMultipartForm(c.req.raw.body, c.req.header("content-type"), {
      fileField: ATTACHMENT_FIELD,
      maxFiles: MAX_ATTACHMENTS,
      maxFileBytes: MAX_ATTACHMENT_BYTES,
      maxBodyBytes: MAX_FORM_BYTES,
      contentLength: Number.isFinite(length) ? length : null,
    });
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    if (error.reason === "not-multipart") {
      return refused(c, 415, "Invia il modulo come multipart/form-data");
    }
    if (error.status === 413) {
      return refused(
        c,
        413,
        `Richiesta troppo grande: al massimo ${MAX_ATTACHMENTS} file da 10 MB ciascuno`,
      );
    }
    return refused(c, 400, error.message);
  }
  const parsed = await schema.safeParseAsync(prepare(form.fields));
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join("."),
        message: issue.message,
      }));
  const files = await checkTicketAttachments(form.files);
  if (form.filesOver > 0 && !files.refused.some((r) => r.message === attachmentMessages.tooMany)) {
    issues.push({ path: ATTACHMENT_FIELD, message: attachmentMessages.tooMany });
  }
  for (const refusal of files.refused) {
    issues.push({ path: ATTACHMENT_FIELD, message: refusal.message });
  }
  if (!parsed.success || issues.length > 0) {
    const response = c.json({ message: issues[0]!.message, issues }, 400);
    return { ok: false, response, fields: form.fields };
  }
  return { ok: true, input: parsed.data, files: files.accepted, fields: form.fields };
}

function refused(c: Context, status: 400 | 413 | 415, message: string): TicketForm<never> {
  return { ok: false, response: c.json({ message }, status) };
}

/** The body of a ticket form with files, as /api/openapi.json describes it. */
export const ticketFormBody = (fields: z.ZodObject, description: string) =>
  describedBody(
    "multipart/form-data",
    fields.extend({
      [ATTACHMENT_FIELD]: z
        .array(z.file())
        .max(MAX_ATTACHMENTS)
        .optional()
        .describe(
          "Fino a 5 file da 10 MB: PNG, JPEG, WebP, GIF, PDF, testo o ZIP (tipo letto dal contenuto)",
        ),
    }),
    description,
  );

/** The answers a ticket form with files adds to its route's own. */
export const ticketFormAnswers = {
  400: errorAnswer("Campi o file non validi (issues: i campi; i file sotto 'attachments')"),
  413: errorAnswer("Oltre 5 file da 10 MB"),
  415: errorAnswer("Il corpo non è multipart/form-data"),
};

/** `{ id, attachmentId }`: a ticket's attachment (404 for an id that is not one). */
export const attachmentParams = (ticketNotFound: string) =>
  z.object({
    id: idSchema(ticketNotFound),
    attachmentId: idSchema(attachmentMessages.notFound),
  });

/** A download: the file's bytes, always as an attachment. */
export const attachmentDownload = {
  description:
    "Il file, come download (Content-Disposition: attachment, X-Content-Type-Options: nosniff)",
  content: { "application/octet-stream": { schema: z.string() } },
};
