import { z } from "#kit/lib/zod";
import { singleLineText } from "../shared/text-fields";
import {
  newPasswordField,
  PASSWORD_MIN_LENGTH,
  passwordPolicyMessages,
} from "../auth/password-policy";

/**
 * The admin credentials form of the Settings tab and PUT /api/admin/credentials
 * (../shared/spec/back-office.md §5 "Admin credentials form" and "Admin user"). Browser-safe.
 */
export const credentialsMessages = {
  required: "Username e password sono obbligatori",
  mismatch: "Le password non corrispondono",
  passwordMin: passwordPolicyMessages.tooShort(PASSWORD_MIN_LENGTH.admin),
  usernameMin: "Username deve essere di almeno 3 caratteri",
  usernameMax: "Username può contenere al massimo 50 caratteri",
  passwordMax: passwordPolicyMessages.tooLong,
  currentRequired: "Inserisci la password attuale",
  currentWrong: "Password attuale non corretta",
  usernameTaken: "Username già in uso da un altro amministratore",
  success: "Credenziali aggiornate",
  failure: "Errore nell'aggiornamento delle credenziali",
} as const;

/** What the server receives: the new username and password, and the current password. */
export const adminCredentialsSchema = z.object({
  username: singleLineText({ error: credentialsMessages.required })
    .min(1, { error: credentialsMessages.required, abort: true })
    .min(3, credentialsMessages.usernameMin)
    .max(50, credentialsMessages.usernameMax),
  // The password policy of administrators (auth/password-policy.ts); the server also refuses
  // common passwords.
  newPassword: z
    .string({ error: credentialsMessages.required })
    .min(1, { error: credentialsMessages.required, abort: true })
    .pipe(newPasswordField("admin")),
  currentPassword: z
    .string({ error: credentialsMessages.currentRequired })
    .min(1, credentialsMessages.currentRequired)
    .max(256, credentialsMessages.currentWrong),
});

export type AdminCredentialsInput = z.infer<typeof adminCredentialsSchema>;

/** The form adds the confirmation of the new password, checked in the browser only. */
export const adminCredentialsFormSchema = adminCredentialsSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: credentialsMessages.mismatch,
    path: ["confirmPassword"],
  });

export type AdminCredentialsForm = z.input<typeof adminCredentialsFormSchema>;
