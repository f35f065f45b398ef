import { z } from "#kit/lib/zod";
import { optionalText, requiredLine } from "../shared/text-fields";
import {
  newPasswordField as policyPasswordField,
  PASSWORD_MIN_LENGTH,
  passwordPolicyMessages,
} from "../auth/password-policy";

/**
 * Dati Personali: the customer's contact data and password
 * (../shared/spec/back-office.md §5 "Customer form": the shared schema's firstName and lastName at
 * least 2). The e-mail is the login and is changed only by the company. Browser-safe: shared by
 * the forms and the API.
 */
export const profileMessages = {
  firstName: "Nome richiesto",
  lastName: "Cognome richiesto",
  nameTooLong: "Il campo può contenere al massimo 255 caratteri",
  shortField: "Il campo può contenere al massimo 50 caratteri",
  address: "L'indirizzo può contenere al massimo 1.000 caratteri",
  text: "Il campo deve essere un testo",
  currentPassword: "Inserisci la password attuale",
  wrongCurrentPassword: "La password attuale non è corretta",
  newPassword: passwordPolicyMessages.tooShort(PASSWORD_MIN_LENGTH.customer),
  passwordTooLong: passwordPolicyMessages.tooLong,
  samePassword: "La nuova password deve essere diversa da quella attuale",
  confirm: "Le password non corrispondono",
} as const;

/** PATCH /api/customer/profile. */
export const profileUpdateSchema = z.object({
  firstName: requiredLine(2, 255, profileMessages.firstName, profileMessages.nameTooLong),
  lastName: requiredLine(2, 255, profileMessages.lastName, profileMessages.nameTooLong),
  companyName: optionalText(255, profileMessages.nameTooLong, { error: profileMessages.text }),
  vatNumber: optionalText(50, profileMessages.shortField, { error: profileMessages.text }),
  address: optionalText(1000, profileMessages.address, {
    multiline: true,
    error: profileMessages.text,
  }),
  phone: optionalText(50, profileMessages.shortField, { error: profileMessages.text }),
});
export type ProfileForm = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/**
 * A new customer password under the password policy (auth/password-policy.ts): at least 10
 * characters, at most 256; the server also refuses common passwords.
 */
export const newPasswordField = policyPasswordField("customer");

/** PUT /api/customer/password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: profileMessages.currentPassword })
      .min(1, profileMessages.currentPassword)
      .max(256, profileMessages.passwordTooLong),
    newPassword: newPasswordField,
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: profileMessages.samePassword,
    path: ["newPassword"],
  });
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** The form adds the confirmation, checked in the browser only. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: z.string().min(1, profileMessages.currentPassword),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: profileMessages.confirm,
    path: ["confirmPassword"],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: profileMessages.samePassword,
    path: ["newPassword"],
  });
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;
