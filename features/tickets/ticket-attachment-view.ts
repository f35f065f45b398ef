import { z } from "#kit/lib/zod";

/**
 * A ticket's attachment as the threads show it (decision 066): the customer's and the desk's
 * answers carry the ticket's attachments, each with the message it came with (null: the ticket's
 * opening). Browser-safe.
 */
export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  messageId: z.number().int().nullable(),
  fileName: z.string(),
  /** The type read from the bytes when it was stored. */
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type TicketAttachmentView = z.output<typeof ticketAttachmentSchema>;
