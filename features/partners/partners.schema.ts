import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import { optionalText, tooLong, requiredLine } from "../shared/text-fields";
import {
  catalogLimits,
  catalogMessages,
  commaList,
  flagField,
  optionalImage,
  optionalWebsite,
  strictSortOrder,
} from "#features/shared/catalog-fields";
import { certificationLevels, partnerTypes } from "./partner-values";

/**
 * Certified partner (../shared/spec/back-office.md §3, §5, §7): the schema shared by the admin
 * dialog and POST/PUT /api/admin/certified-partners. Browser-safe. The value lists and their labels
 * are those of partner-values.ts; partnerType takes every value, the public site's reseller and
 * development included.
 */
export const partnerMessages = {
  name: "Nome partner richiesto",
  certificationLevel: "Seleziona un livello di certificazione valido",
  partnerType: "Seleziona una tipologia di partner valida",
  notFound: "Partner non trovato",
} as const;

export const partnerSchema = z.object({
  name: requiredLine(2, catalogLimits.name, partnerMessages.name, catalogMessages.nameTooLong),
  logoUrl: optionalImage,
  websiteUrl: optionalWebsite,
  description: optionalText(catalogLimits.text, tooLong("Descrizione", catalogLimits.text), {
    multiline: true,
  }),
  certificationLevel: z
    .enum(certificationLevels, { error: partnerMessages.certificationLevel })
    .default("none"),
  partnerType: z.enum(partnerTypes, { error: partnerMessages.partnerType }).default("none"),
  benefits: commaList("Vantaggi"),
  featured: flagField(false, "In evidenza"),
  sortOrder: strictSortOrder,
  active: flagField(true, "Attivo"),
});

/** What the dialog edits and the API receives (benefits as a list or comma-separated text). */
export type PartnerPayload = z.input<typeof partnerSchema>;
/** What the server stores. */
export type PartnerInput = z.output<typeof partnerSchema>;

/** A partner as the API answers it (JSON: dates as ISO text). */
export const partnerRecordSchema = storedRecord({
  name: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  description: z.string().nullable(),
  certificationLevel: z.enum(certificationLevels),
  partnerType: z.enum(partnerTypes),
  benefits: z.array(z.string()),
  featured: z.boolean(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type PartnerRecord = z.output<typeof partnerRecordSchema>;

/** Dialog defaults for a new partner (../shared/spec/back-office.md §9). */
export const newPartnerDefaults = {
  certificationLevel: "standard",
  partnerType: "technology",
  active: true,
  featured: false,
} as const;
