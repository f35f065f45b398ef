import { z } from "#kit/lib/zod";
import { schemaResolver } from "#kit/lib/schema-resolver";
import { contactMessageToItalian, contactSchema } from "#features/contact/contact.schema";
import { aiAnalysisMessages, normalizeSiteUrl, NOTES_MAX, URL_MAX } from "./ai-analysis-request";
import { HONEYPOT_FIELD } from "#features/contact/contact-fields";

/** The rules of the AI analysis form (zod): the form loads them with its first validation. */

/** The form: site address, name, e-mail, optional notes, privacy consent, hidden honeypot. */
export const aiAnalysisSchema = z.object({
  siteUrl: z.string().superRefine((value, ctx) => {
    const text = value.trim();
    const message = !text
      ? aiAnalysisMessages.urlRequired
      : text.length > URL_MAX
        ? aiAnalysisMessages.urlTooLong
        : normalizeSiteUrl(text) === null
          ? aiAnalysisMessages.urlInvalid
          : null;
    if (message) ctx.addIssue({ code: "custom", message });
  }),
  name: z.string().superRefine((value, ctx) => {
    const result = contactSchema.shape.name.safeParse(value);
    if (!result.success) {
      ctx.addIssue({
        code: "custom",
        message: contactMessageToItalian(result.error.issues[0]?.message ?? ""),
      });
    }
  }),
  email: z.string().superRefine((value, ctx) => {
    const result = contactSchema.shape.email.safeParse(value);
    if (!result.success) {
      ctx.addIssue({
        code: "custom",
        message: contactMessageToItalian(result.error.issues[0]?.message ?? ""),
      });
    }
  }),
  notes: z.string().trim().max(NOTES_MAX, aiAnalysisMessages.notesTooLong),
  privacy: z.boolean().refine((value) => value, aiAnalysisMessages.privacy),
  [HONEYPOT_FIELD]: z.string(),
});

/** The form's resolver on these rules. */
export const aiAnalysisResolver = schemaResolver(aiAnalysisSchema);

// The values type the form uses is written out in ai-analysis-request.ts; it must stay the schema's.
export type AiAnalysisSchemaValues = z.input<typeof aiAnalysisSchema>;
