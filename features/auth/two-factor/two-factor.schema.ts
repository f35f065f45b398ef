import { z } from "#kit/lib/zod";
import { twoFactorMessages } from "./two-factor-messages";

export * from "./two-factor-messages";

/**
 * The bodies and answers of the two-factor routes (decision 031). Browser-safe (zod, no server
 * imports): the forms use the same rules.
 */

/** A 6-digit code from the app, or a recovery code (XXXXX-XXXXX; case, spaces and dashes free). */
export const secondFactorCodeField = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .max(40, twoFactorMessages.codeInvalid);

/** Only the app's 6 digits (turning TOTP on). */
export const totpCodeField = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.totpShape));

/** POST .../login/two-factor */
export const secondStepSchema = z.object({ code: secondFactorCodeField });
export type SecondStepInput = z.input<typeof secondStepSchema>;

/** POST .../two-factor/confirm: turning TOTP on takes the current password with the code. */
export const confirmSetupSchema = z.object({
  password: z
    .string({ error: twoFactorMessages.passwordRequired })
    .min(1, twoFactorMessages.passwordRequired)
    .max(256, "Password troppo lunga"),
  code: totpCodeField,
});
export type ConfirmSetupInput = z.input<typeof confirmSetupSchema>;

/** POST .../two-factor/disable and .../two-factor/recovery-codes: the password, or a current code. */
export const reauthSchema = z
  .object({
    password: z.string().max(256, "Password troppo lunga").optional(),
    code: z.string().trim().max(40, twoFactorMessages.codeInvalid).optional(),
  })
  .refine((value) => Boolean(value.password) || Boolean(value.code), {
    message: twoFactorMessages.reauthRequired,
    path: ["password"],
  });
export type ReauthInput = z.input<typeof reauthSchema>;

/** PUT /api/admin/two-factor/policy */
export const twoFactorPolicySchema = z.object({
  required: z.boolean({ error: "Indica se la verifica in due passaggi è obbligatoria" }),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Whether the back office requires it of every admin (always false for customers). */
  required: z.boolean(),
});
export type TwoFactorStatusAnswer = z.output<typeof twoFactorStatusSchema>;

/** What the app needs to add the account: the QR code's image and the same secret as text. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  qrCode: z.string(),
});
export type TwoFactorSetup = z.output<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
