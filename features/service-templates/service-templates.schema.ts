import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import { notText, optionalText, singleLineText, requiredLine } from "../shared/text-fields";

import { templateCategories, templateTypes } from "./template-values";
import { pricePeriods } from "./price-values";
import { priceAmountField, pricePeriodField, settlePrice } from "./price.schema";

/**
 * Service templates (../shared/spec/back-office.md §3, §5): the catalogue the admin picks from when
 * assigning a service to a customer. Browser-safe: shared by the admin dialog and the API. The
 * value lists and their labels are those of template-values.ts.
 */
export const serviceTemplateMessages = {
  name: "Nome servizio richiesto",
  nameTooLong: "Il nome può contenere al massimo 255 caratteri",
  category: "Seleziona una categoria valida",
  type: "Seleziona un tipo di servizio valido",
  description: "La descrizione può contenere al massimo 5.000 caratteri",
  features: "Le caratteristiche devono essere un elenco di testi",
  feature: "Ogni caratteristica può contenere al massimo 255 caratteri",
  sortOrder: "L'ordine deve essere un numero intero maggiore o uguale a 0",
  isActive: "Il campo Attivo deve essere vero o falso",
} as const;

/** The list of features: an array, or the form's text with one feature per line. */
export function splitLines(value: string | readonly string[]): string[] {
  const items = typeof value === "string" ? value.split(/\r?\n/) : value;
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** Sort order: an integer >= 0; blank means 0. */
export const sortOrderField = z.preprocess(
  (value) => (value === "" || value === null || value === undefined ? 0 : value),
  z.coerce
    .number({ error: serviceTemplateMessages.sortOrder })
    .int(serviceTemplateMessages.sortOrder)
    .min(0, serviceTemplateMessages.sortOrder)
    .max(1_000_000, serviceTemplateMessages.sortOrder),
);

const templateFields = z.object({
  name: requiredLine(2, 255, serviceTemplateMessages.name, serviceTemplateMessages.nameTooLong),
  description: optionalText(5000, serviceTemplateMessages.description, {
    multiline: true,
    error: notText,
  }),
  category: z.enum(templateCategories, { error: serviceTemplateMessages.category }),
  type: z.enum(templateTypes, { error: serviceTemplateMessages.type }),
  basePrice: priceAmountField,
  basePricePeriod: pricePeriodField,
  features: z
    .union([z.string(), z.array(z.string())], { error: serviceTemplateMessages.features })
    .optional()
    .transform((value) => splitLines(value ?? []))
    .pipe(z.array(singleLineText().max(255, serviceTemplateMessages.feature)).max(50)),
  isActive: z.boolean({ error: serviceTemplateMessages.isActive }).default(true),
  sortOrder: sortOrderField,
});

const settleBasePrice = settlePrice("basePrice", "basePricePeriod");

export const serviceTemplateSchema = templateFields.transform(settleBasePrice);

/** What the dialog edits (features as text, one per line). */
export type ServiceTemplateForm = z.input<typeof serviceTemplateSchema>;
/** What the API stores. */
export type ServiceTemplateInput = z.output<typeof serviceTemplateSchema>;

/** PATCH: the fields sent are validated with the same rules, the others keep their value. */
export const serviceTemplatePatchSchema = templateFields.partial().transform(settleBasePrice);

/** A template as the admin API returns it (JSON: dates as ISO text). */
export const serviceTemplateRecordSchema = storedRecord({
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(templateCategories),
  type: z.enum(templateTypes),
  basePrice: z.number().nullable(),
  basePricePeriod: z.enum(pricePeriods).nullable(),
  features: z.array(z.string()),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type ServiceTemplate = z.output<typeof serviceTemplateRecordSchema>;
