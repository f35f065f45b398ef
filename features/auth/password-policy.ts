import { z } from "#kit/lib/zod";

/**
 * One policy for every password somebody chooses: the admin's credentials, the customer's own
 * change, the reset link and the passwords the admin gives new customers (issue point 10).
 * Browser-safe: the forms check the length with the same rules and show the same text. The
 * list of common passwords stays on the server (./common-passwords.server.ts), where the rule is
 * enforced; the login itself never applies the policy, so older passwords still sign in.
 */
export type PasswordAccount = "admin" | "customer";

/** Admins open the whole back office, so theirs are longer. */
export const PASSWORD_MIN_LENGTH: Record<PasswordAccount, number> = { admin: 12, customer: 10 };
export const PASSWORD_MAX_LENGTH = 256;

export const passwordPolicyMessages = {
  tooShort: (min: number) => `La password deve avere almeno ${min} caratteri`,
  tooLong: `La password può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri`,
  common: "Questa password è troppo comune: scegline una meno prevedibile",
} as const;

/** The rule in words, shown next to every new-password field (tied with aria-describedby). */
export function passwordRuleText(account: PasswordAccount): string {
  return (
    `Almeno ${PASSWORD_MIN_LENGTH[account]} caratteri. Le password più comuni (come «password» ` +
    "o «12345678») non sono accettate: una frase di tre o quattro parole è facile da ricordare " +
    "e difficile da indovinare."
  );
}

/** Characters as people count them (code points), not UTF-16 units: "è" and emoji are one. */
export const passwordLength = (password: string) => Array.from(password).length;

/**
 * A new password of `account`: a string within the length rules. `requiredMessage` is the
 * message for a missing value (defaults to the length message).
 */
export function newPasswordField(account: PasswordAccount, requiredMessage?: string) {
  const min = PASSWORD_MIN_LENGTH[account];
  return z
    .string({ error: requiredMessage ?? passwordPolicyMessages.tooShort(min) })
    .refine((value) => passwordLength(value) >= min, passwordPolicyMessages.tooShort(min))
    .refine(
      (value) => passwordLength(value) <= PASSWORD_MAX_LENGTH,
      passwordPolicyMessages.tooLong,
    );
}
