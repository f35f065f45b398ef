import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import { isSitePath, isWebAddress } from "../shared/site-links";
import { optionalText, singleLineText } from "../shared/text-fields";
import { softwareCategories, softwarePlatforms } from "./software-labels";
import { mediaUsageSchema } from "../media/media.schema";

/**
 * Downloadable software (../shared/spec/back-office.md §3, §5, §7): the schema shared by the admin
 * dialog and POST/PUT /api/admin/software, with the spec's messages. Browser-safe; the value lists
 * are those of software-labels.ts.
 */
export const softwareMessages = {
  name: "Nome software richiesto",
  version: "Versione richiesta",
  fileUrl: "URL o file richiesto",
  fileUrlFormat: "Deve essere un URL valido o un percorso file",
  sortOrder: "L'ordine deve essere un numero intero maggiore o uguale a 0",
  notFound: "Software non trovato",
} as const;

/** A web address (http or https) or a path on this site such as /uploads/software/... */
const isUrlOrPath = (value: string) => isWebAddress(value) || isSitePath(value);

/** The refusal of an optional field that is not text. */
const notText = "Il valore deve essere un testo";

export const softwareSchema = z.object({
  name: singleLineText({ error: softwareMessages.name })
    .min(2, softwareMessages.name)
    .max(255, "Il nome può contenere al massimo 255 caratteri"),
  version: singleLineText({ error: softwareMessages.version })
    .min(1, softwareMessages.version)
    .max(50, "La versione può contenere al massimo 50 caratteri"),
  description: optionalText(5000, "La descrizione può contenere al massimo 5000 caratteri", {
    multiline: true,
    error: notText,
  }),
  fileUrl: singleLineText({ error: softwareMessages.fileUrl })
    .min(1, softwareMessages.fileUrl)
    .max(500, "L'indirizzo del file può contenere al massimo 500 caratteri")
    .refine(isUrlOrPath, softwareMessages.fileUrlFormat),
  fileSize: optionalText(50, "La dimensione può contenere al massimo 50 caratteri", {
    error: notText,
  }),
  category: z
    .enum(softwareCategories, { error: "Seleziona una categoria valida" })
    .default("software"),
  platform: z
    .enum(softwarePlatforms, { error: "Seleziona una piattaforma valida" })
    .default("windows"),
  requirements: optionalText(5000, "I requisiti possono contenere al massimo 5000 caratteri", {
    multiline: true,
    error: notText,
  }),
  releaseNotes: optionalText(
    5000,
    "Le note di rilascio possono contenere al massimo 5000 caratteri",
    { multiline: true, error: notText },
  ),
  sortOrder: z
    .number({ error: softwareMessages.sortOrder })
    .int(softwareMessages.sortOrder)
    .min(0, softwareMessages.sortOrder)
    .max(1_000_000, softwareMessages.sortOrder)
    .default(0),
  isActive: z.boolean({ error: "Il valore di Attivo deve essere vero o falso" }).default(true),
});

/** What the dialog sends. */
export type SoftwarePayload = z.input<typeof softwareSchema>;
/** What the server stores. */
export type SoftwareInput = z.output<typeof softwareSchema>;

/** A software item as GET /api/software answers it. */
export const downloadTypes = ["external", "upload"] as const;
export type DownloadType = (typeof downloadTypes)[number];

/** An item as the API answers it (JSON: dates as ISO text). */
export const softwareItemSchema = storedRecord({
  name: z.string(),
  version: z.string(),
  description: z.string().nullable(),
  fileUrl: z.string(),
  fileSize: z.string().nullable(),
  category: z.enum(softwareCategories),
  platform: z.enum(softwarePlatforms),
  requirements: z.string().nullable(),
  releaseNotes: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  downloadCount: z.number().int(),
  downloadType: z.enum(downloadTypes),
  /** Where its file is used: the back office's list only (decision 064). */
  usedIn: mediaUsageSchema
    .array()
    .optional()
    .describe(
      "Dove è usato il file (il suo software, i collegamenti da pagine e articoli): solo nell'elenco del back office",
    ),
});
export type SoftwareItem = z.output<typeof softwareItemSchema>;

/**
 * ../shared/spec/back-office.md §3: external when fileUrl starts with http, otherwise an upload.
 */
export function downloadTypeOf(fileUrl: string): DownloadType {
  return /^http/i.test(fileUrl) ? "external" : "upload";
}

/** POST /api/software/{id}/download. */
export const downloadAnswerSchema = z.object({
  fileUrl: z.string(),
  downloadCount: z.number().int(),
});
export type DownloadAnswer = z.output<typeof downloadAnswerSchema>;
