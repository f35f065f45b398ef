import { z } from "#kit/lib/zod";
import { singleLineText } from "#features/shared/text-fields";
import { personalDataKinds, type PersonalDataSummary } from "./personal-data-kinds";

export const personalDataMessages = {
  email: "Inserisci un indirizzo e-mail valido",
  nothing: "Nessun dato personale trovato per questo indirizzo",
} as const;

/** The address a request is about (search, export, erasure). */
export const personalEmailSchema = z.object({
  email: singleLineText({ error: personalDataMessages.email }).pipe(
    z.email(personalDataMessages.email).max(255, personalDataMessages.email),
  ),
});

const kindCountSchema = z.object({
  kind: z.enum(personalDataKinds),
  label: z.string(),
  count: z.number().int(),
});

export const personalDataSummarySchema = z.object({
  email: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  total: z.number().int(),
  counts: z.array(kindCountSchema),
  removed: z.array(kindCountSchema),
  anonymised: z.array(kindCountSchema),
}) satisfies z.ZodType<PersonalDataSummary>;
