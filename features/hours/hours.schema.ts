import { z } from "#kit/lib/zod";
import { optionalText, singleLineText } from "#features/shared/text-fields";
import { parseServiceDate } from "#features/customer-services/service-dates";
import { dateRangeMessage, isParsedDateInRange } from "#features/shared/date-range";
import { durationMessage, hourMovementKinds, parseDuration } from "./hour-values";

/** The monte ore's rules and answers (decision 068), shared by the forms and the API. */
export const hoursMessages = {
  service: "Scegli un pacchetto ore del cliente",
  serviceNotFound: "Servizio non trovato",
  notPackage: "Il servizio scelto non è un pacchetto ore",
  ticketNotFound: "Ticket non trovato",
  otherCustomer: "Il servizio scelto non è del cliente del ticket",
  movementNotFound: "Movimento non trovato",
  kind: "Scegli il tipo di movimento",
  date: "Inserisci una data valida",
  note: "La nota può contenere al massimo 1.000 caratteri",
} as const;

const idField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** "1 h 30 min" and the like (hour-values.ts) -> minutes. */
const durationField = singleLineText({ error: durationMessage }).transform((value, ctx) => {
  const minutes = parseDuration(value);
  if (minutes === null) {
    ctx.addIssue({ code: "custom", message: durationMessage });
    return z.NEVER;
  }
  return minutes;
});

const dayField = singleLineText({ error: hoursMessages.date }).transform((value, ctx) => {
  const date = parseServiceDate(value);
  if (!date) {
    const message = isParsedDateInRange(value) ? hoursMessages.date : dateRangeMessage;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }
  return date;
});

/**
 * POST /api/admin/hours: a movement of a service's hours. `ticketId` for time worked on a ticket
 * (the service must be the ticket's customer's); `duration` as typed, e.g. "1 h 30 min".
 */
export const hourMovementSchema = z.object({
  serviceId: idField(hoursMessages.service),
  ticketId: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    idField(hoursMessages.ticketNotFound).nullable(),
  ),
  kind: z.enum(hourMovementKinds, { error: hoursMessages.kind }),
  duration: durationField,
  workDate: dayField,
  note: optionalText(1000, hoursMessages.note, { multiline: true }),
});
export type HourMovementForm = z.input<typeof hourMovementSchema>;
export type HourMovementInput = z.output<typeof hourMovementSchema>;

/** One movement as the desk sees it. */
export const hourMovementViewSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  ticketId: z.number().int().nullable(),
  ticketTitle: z.string().nullable(),
  kind: z.enum(hourMovementKinds),
  /** Signed: what it added to the balance. */
  minutes: z.number().int(),
  workDate: z.string(),
  note: z.string().nullable(),
  adminName: z.string().nullable(),
  createdAt: z.string(),
});
export type HourMovementView = z.output<typeof hourMovementViewSchema>;

/** A package and its balance in minutes (may be negative: more time worked than bought). */
export const hourBalanceSchema = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  packageHours: z.number().int(),
  balanceMinutes: z.number().int(),
});
export type HourBalance = z.output<typeof hourBalanceSchema>;

/** GET /api/admin/hours/services/{id}: a package, its balance and its movements, newest first. */
export const serviceHoursSchema = hourBalanceSchema.extend({
  movements: hourMovementViewSchema.array(),
});
export type ServiceHours = z.output<typeof serviceHoursSchema>;

/** GET /api/admin/hours/tickets/{id}: the customer's packages and the time logged on the ticket. */
export const ticketHoursSchema = z.object({
  ticketId: z.number().int(),
  /** The ticket's own service when it is a package, else null. */
  serviceId: z.number().int().nullable(),
  packages: hourBalanceSchema.array(),
  movements: hourMovementViewSchema.array(),
});
export type TicketHours = z.output<typeof ticketHoursSchema>;

/** The customer's view of a package: no staff names. */
export const customerHoursSchema = hourBalanceSchema.extend({
  movements: hourMovementViewSchema.omit({ adminName: true }).array(),
});
export type CustomerHours = z.output<typeof customerHoursSchema>;

/** The answer of a write: the movement and the package's balance after it. */
export const hourWriteSchema = z.object({
  movement: hourMovementViewSchema.nullable(),
  balance: hourBalanceSchema,
  /** A low-balance mail was queued by this write. */
  mailed: z.boolean(),
});
