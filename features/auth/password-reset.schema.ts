import { z } from "#kit/lib/zod";
import { emailAddress } from "../shared/text-fields";
import { newPasswordField, profileMessages } from "../customer-portal/profile.schema";

/**
 * Forgotten customer password (PRODUCT.md point 3): request a link by e-mail, then choose a new
 * password. Browser-safe: shared by the two pages and the API.
 */
export const passwordResetMessages = {
  email: "Email non valida",
  /** The answer to every request, whether or not the address is registered. */
  requested:
    "Se l'indirizzo è registrato, riceverai un'email con le istruzioni per reimpostare la password.",
  invalidLink: "Il link non è valido o è scaduto. Richiedi un nuovo link.",
  done: "Password aggiornata: ora puoi accedere con la nuova password.",
  confirm: profileMessages.confirm,
} as const;

/** How long a mailed link stays valid. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * At most this many reset mails per customer in RESET_MAIL_WINDOW_MS, whoever asks: the form
 * must not become a way to flood someone's mailbox. Requests over the cap get the same answer.
 */
export const RESET_MAILS_PER_HOUR = 3;
export const RESET_MAIL_WINDOW_MS = RESET_TOKEN_TTL_MS;

/** POST /api/customer-password/forgot. */
export const forgotPasswordSchema = z.object({
  email: emailAddress(passwordResetMessages.email),
});
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** The token as mailed: 32 random bytes in base64url (43 characters). */
const tokenField = z
  .string({ error: passwordResetMessages.invalidLink })
  .regex(/^[A-Za-z0-9_-]{43}$/, passwordResetMessages.invalidLink);

/** POST /api/customer-password/reset. */
export const resetPasswordSchema = z.object({
  token: tokenField,
  newPassword: newPasswordField,
});
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** The page's form: new password typed twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: passwordResetMessages.confirm,
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
