import { schemaResolver } from "#kit/lib/schema-resolver";
import { forgotPasswordSchema, resetPasswordFormSchema } from "../password-reset.schema";

/**
 * The rules of the two forgotten-password forms (zod): loaded with their first validation, used
 * directly by their page actions.
 */
export const forgotPasswordResolver = schemaResolver(forgotPasswordSchema);
export const resetPasswordResolver = schemaResolver(resetPasswordFormSchema);
