import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import { requiredLine } from "../shared/text-fields";
import {
  catalogLimits,
  catalogMessages,
  flagField,
  lenientSortOrder,
  optionalImage,
  optionalWebsite,
} from "#features/shared/catalog-fields";

/**
 * Client reference (../shared/spec/back-office.md §3, §5, §7): the schema shared by the admin
 * dialog and POST/PUT /api/admin/clients (payload name, logoUrl, websiteUrl, featured, sortOrder).
 * Browser-safe.
 */
export const clientMessages = {
  name: "Nome cliente richiesto",
  notFound: "Cliente non trovato",
} as const;

export const clientSchema = z.object({
  name: requiredLine(2, catalogLimits.name, clientMessages.name, catalogMessages.nameTooLong),
  logoUrl: optionalImage,
  websiteUrl: optionalWebsite,
  featured: flagField(false, "In evidenza"),
  sortOrder: lenientSortOrder,
});

/** What the dialog edits and the API receives. */
export type ClientPayload = z.input<typeof clientSchema>;
/** What the server stores (trimmed, blanks as null, sort order as integer). */
export type ClientInput = z.output<typeof clientSchema>;

/** A client as the API answers it (JSON: dates as ISO text). */
export const clientRecordSchema = storedRecord({
  name: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  featured: z.boolean(),
  sortOrder: z.number().int(),
});
export type ClientRecord = z.output<typeof clientRecordSchema>;
