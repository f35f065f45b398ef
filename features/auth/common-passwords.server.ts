import { dictionary } from "@zxcvbn-ts/language-common";
import type { z } from "zod";
import { newPasswordField, passwordPolicyMessages, type PasswordAccount } from "./password-policy";

/**
 * The common-password half of the password policy (./password-policy.ts), server only: the
 * list holds the ~49,000 most used passwords of @zxcvbn-ts/language-common (a maintained
 * package, built from leaked password corpora), far too big to send to the browser. The file
 * name keeps it out of the client bundle: React Router refuses `.server` modules there.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary["passwords-common"].map((password) => password.toLowerCase()),
);

/** Number of passwords in the list (tests check it is the big one). */
export const commonPasswordCount = COMMON_PASSWORDS.size;

/** True for a password on the list, in any case and with any surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/**
 * `schema` with the common-password check on the new-password `field`: a 400 issue at that path
 * with 'Questa password è troppo comune...'. Empty and missing values are left to the schema
 * (a blank password on a customer edit keeps the old one).
 */
export function refuseCommonPasswords<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: string,
): S {
  return schema.superRefine((value, ctx) => {
    const password = value[field];
    if (typeof password === "string" && password && isCommonPassword(password)) {
      ctx.addIssue({ code: "custom", path: [field], message: passwordPolicyMessages.common });
    }
  }) as S;
}

/**
 * The first rule of the password policy that `password` breaks, as its Italian message, or null.
 * For passwords that come through no form, e.g. ADMIN_PASSWORD at the first start.
 */
export function passwordPolicyProblem(password: string, account: PasswordAccount): string | null {
  const parsed = newPasswordField(account).safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? passwordPolicyMessages.common;
  return isCommonPassword(password) ? passwordPolicyMessages.common : null;
}
