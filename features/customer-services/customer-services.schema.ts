import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import { notText, optionalText, singleLineText } from "../shared/text-fields";
import { templateTypes, type TemplateType } from "../service-templates/template-values";
import { pricePeriods } from "../service-templates/price-values";
import { priceAmountField, pricePeriodField, settlePrice } from "../service-templates/price.schema";
import { parseServiceDate } from "./service-dates";
import { dateRangeMessage, isParsedDateInRange } from "../shared/date-range";

import { serviceStatuses } from "./customer-service-values";

/**
 * Services assigned to customers (../shared/spec/back-office.md §3, §4, §5, §7). Browser-safe:
 * shared by the assign and edit dialogs and by the API. The statuses and their labels are those of
 * customer-service-values.ts.
 */
export const customerServiceMessages = {
  template: "Seleziona un template di servizio",
  required: "Compila tutti i campi obbligatori",
  serviceName: "Il nome del servizio deve avere almeno 2 caratteri",
  serviceNameTooLong: "Il nome del servizio può contenere al massimo 255 caratteri",
  description: "La descrizione può contenere al massimo 5.000 caratteri",
  date: "Inserisci una data valida",
  expiryAfterStart: "La data di scadenza deve essere successiva alla data di inizio",
  hours: "Le ore residue devono essere un numero intero maggiore o uguale a 0",
  hoursNotHourly: "Le ore residue si indicano solo per i pacchetti a monte ore",
  status: "Seleziona uno stato valido",
  isRecurring: "Il campo Rinnovo automatico deve essere vero o falso",
  templateMissing: "Il template di servizio selezionato non esiste",
  notFound: "Servizio non trovato",
  onlyCancel:
    "Il servizio ha ticket o richieste collegati: non si può eliminare, si può solo annullare.",
} as const;

const blankToUndefined = (value: unknown) =>
  value === "" || value === null || value === undefined ? undefined : value;

const templateIdField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: customerServiceMessages.template })
    .int(customerServiceMessages.template)
    .positive(customerServiceMessages.template)
    .max(2_147_483_647, customerServiceMessages.template),
);

const serviceNameField = singleLineText({ error: customerServiceMessages.required })
  .min(1, { error: customerServiceMessages.required, abort: true })
  .min(2, customerServiceMessages.serviceName)
  .max(255, customerServiceMessages.serviceNameTooLong);

/** A date: the form's "YYYY-MM-DD" (stored at 12:00 UTC, the same day everywhere) or ISO time. */
const dateField = singleLineText({ error: customerServiceMessages.required })
  .min(1, { error: customerServiceMessages.required, abort: true })
  .transform((value, ctx) => {
    const date = parseServiceDate(value);
    if (!date) {
      const message = isParsedDateInRange(value) ? customerServiceMessages.date : dateRangeMessage;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return date;
  });

const hoursField = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z.coerce
    .number({ error: customerServiceMessages.hours })
    .int(customerServiceMessages.hours)
    .min(0, customerServiceMessages.hours)
    .max(100_000, customerServiceMessages.hours)
    .nullable(),
);

const statusField = z.enum(serviceStatuses, { error: customerServiceMessages.status });

const commonFields = {
  serviceName: serviceNameField,
  description: optionalText(5000, customerServiceMessages.description, {
    multiline: true,
    error: notText,
  }),
  customPrice: priceAmountField,
  customPricePeriod: pricePeriodField,
  startDate: dateField,
  expiryDate: dateField,
  hoursRemaining: hoursField,
  isRecurring: z.boolean({ error: customerServiceMessages.isRecurring }).default(true),
};

const expiryAfterStart = {
  check: (value: { startDate: Date; expiryDate: Date }) =>
    value.expiryDate.getTime() > value.startDate.getTime(),
  params: { message: customerServiceMessages.expiryAfterStart, path: ["expiryDate"] },
};

const settleCustomPrice = settlePrice("customPrice", "customPricePeriod");

/** POST /api/admin/customers/:id/services: new assignments start active. */
export const assignServiceSchema = z
  .object({
    templateId: templateIdField,
    ...commonFields,
    status: statusField.default("active"),
  })
  .refine(expiryAfterStart.check, expiryAfterStart.params)
  .transform(settleCustomPrice);

/** PUT /api/admin/customers/:id/services/:serviceId: name, status and both dates required. */
export const updateServiceSchema = z
  .object({
    ...commonFields,
    status: z.preprocess(
      blankToUndefined,
      z.enum(serviceStatuses, { error: customerServiceMessages.required }),
    ),
  })
  .refine(expiryAfterStart.check, expiryAfterStart.params)
  .transform(settleCustomPrice);

export type AssignServiceForm = z.input<typeof assignServiceSchema>;
export type AssignServiceInput = z.output<typeof assignServiceSchema>;
export type UpdateServiceForm = z.input<typeof updateServiceSchema>;
export type UpdateServiceInput = z.output<typeof updateServiceSchema>;

/** A customer's service as the admin API returns it (with its template's name and type). */
export const adminCustomerServiceSchema = storedRecord({
  customerId: z.number().int(),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  templateType: z.enum(templateTypes).nullable(),
  serviceName: z.string(),
  description: z.string().nullable(),
  status: z.enum(serviceStatuses),
  startDate: z.string(),
  expiryDate: z.string(),
  /** Not renewing: a cancellation approved "alla scadenza" ends it after this day (decision 046). */
  endsAt: z.string().nullable(),
  customPrice: z.number().nullable(),
  customPricePeriod: z.enum(pricePeriods).nullable(),
  hoursRemaining: z.number().nullable(),
  notes: z.string().nullable(),
  isRecurring: z.boolean(),
  /** No tickets or requests name it: it can be deleted (otherwise only cancelled). */
  deletable: z.boolean(),
});
export type AdminCustomerService = z.output<typeof adminCustomerServiceSchema>;

/** Whether hours can be set on a service of this template type. */
export const takesHours = (type: TemplateType | null | undefined) => type === "hourly_package";
