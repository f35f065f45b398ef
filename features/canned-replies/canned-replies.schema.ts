import { z } from "#kit/lib/zod";
import { storedRecord } from "#features/shared/stored-record";
import { multiLineText, requiredLine, tooLong } from "#features/shared/text-fields";

/** Risposte predefinite: the rules shared by the dialog and the admin API, and what the API answers. */
export const cannedRepliesLimits = { title: 255, body: 10_000 } as const;

export const cannedRepliesMessages = {
  notFound: "Risposta predefinita non trovata",
  ticketNotFound: "Ticket non trovato",
  title: "Titolo: campo obbligatorio",
  body: "Testo: campo obbligatorio",
} as const;

/** Title and plain text (the desk's reply form is plain text), its placeholder included. */
export const cannedRepliesSchema = z.object({
  title: requiredLine(
    1,
    cannedRepliesLimits.title,
    cannedRepliesMessages.title,
    tooLong("Titolo", cannedRepliesLimits.title),
  ),
  body: multiLineText({ error: cannedRepliesMessages.body })
    .min(1, cannedRepliesMessages.body)
    .max(cannedRepliesLimits.body, tooLong("Testo", cannedRepliesLimits.body)),
});

/** What the dialog edits and the API receives. */
export type CannedRepliesPayload = z.input<typeof cannedRepliesSchema>;
/** What the server stores. */
export type CannedRepliesInput = z.output<typeof cannedRepliesSchema>;

/** One item as the API answers it (JSON: dates as ISO text). */
export const cannedRepliesRecordSchema = storedRecord({
  title: z.string(),
  body: z.string(),
});
export type CannedRepliesRecord = z.output<typeof cannedRepliesRecordSchema>;

/** A reply ready for one ticket: its title and its text with the customer's first name in it. */
export const filledReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
});
export type FilledReply = z.output<typeof filledReplySchema>;
