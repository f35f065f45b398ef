import { z } from "zod";

/**
 * The admin credentials form of the Settings tab and PUT /api/admin/credentials
 * (back-office.md section 5, "Admin credentials form" and "Admin user"). Browser-safe.
 */
export const credentialsMessages = {
  required: "Username e password sono obbligatori",
  mismatch: "Le password non corrispondono",
  passwordMin: "La nuova password deve avere almeno 6 caratteri",
  usernameMin: "Username deve essere di almeno 3 caratteri",
  usernameMax: "Username può contenere al massimo 50 caratteri",
  passwordMax: "La password può contenere al massimo 256 caratteri",
  currentRequired: "Inserisci la password attuale",
  currentWrong: "Password attuale non corretta",
  usernameTaken: "Username già in uso da un altro amministratore",
  success: "Credenziali aggiornate",
  failure: "Errore nell'aggiornamento delle credenziali",
} as const;

export const ADMIN_PASSWORD_MIN = 6;

/** What the server receives: the new username and password, and the current password. */
export const adminCredentialsSchema = z.object({
  username: z
    .string({ error: credentialsMessages.required })
    .trim()
    .min(1, { error: credentialsMessages.required, abort: true })
    .min(3, credentialsMessages.usernameMin)
    .max(50, credentialsMessages.usernameMax),
  newPassword: z
    .string({ error: credentialsMessages.required })
    .min(1, { error: credentialsMessages.required, abort: true })
    .min(ADMIN_PASSWORD_MIN, credentialsMessages.passwordMin)
    .max(256, credentialsMessages.passwordMax),
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
