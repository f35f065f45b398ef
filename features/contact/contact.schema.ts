import { z } from "#kit/lib/zod";
import { multiLineText, optionalText, singleLineText } from "../shared/text-fields";
import { contactLimits, contactSpecMessages } from "./contact-fields";
import { SUBMISSION_KEY_INVALID, submissionKeyPattern } from "./submission-key";

export * from "./contact-fields";

/**
 * The shared contact schema (../shared/spec/public-site.md §5): used by the contact form, the quote
 * dialog and POST /api/contact. The three validation messages are the spec's, verbatim; the
 * forms show them in Italian through `contactMessageIt` (contact-fields.ts).
 */

export const contactSchema = z.object({
  name: singleLineText({ error: contactSpecMessages.name })
    .min(2, contactSpecMessages.name)
    .max(contactLimits.name, "Il nome può contenere al massimo 255 caratteri"),
  email: singleLineText({ error: contactSpecMessages.email }).pipe(
    z
      .email(contactSpecMessages.email)
      .max(contactLimits.email, "L'indirizzo email può contenere al massimo 255 caratteri"),
  ),
  company: optionalText(
    contactLimits.company,
    "Il nome dell'azienda può contenere al massimo 255 caratteri",
    { error: "Il nome dell'azienda deve essere un testo" },
  ),
  budget: optionalText(contactLimits.budget, "Il budget può contenere al massimo 100 caratteri", {
    error: "Il budget deve essere un testo",
  }),
  message: multiLineText({ error: contactSpecMessages.message })
    .min(10, contactSpecMessages.message)
    .max(contactLimits.message, "Il messaggio può contenere al massimo 10.000 caratteri"),
  /** The form's idempotency key (decision 047): a repeat answers the same success, once stored. */
  submissionKey: z
    .string({ error: SUBMISSION_KEY_INVALID })
    .regex(submissionKeyPattern, SUBMISSION_KEY_INVALID)
    .optional(),
});

/** What the forms send. */
export type ContactPayload = z.input<typeof contactSchema>;
/** What the server stores (trimmed, blanks as null). */
export type ContactInput = z.output<typeof contactSchema>;
