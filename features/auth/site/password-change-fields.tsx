import type { ComponentProps } from "react";
import { passwordRuleText, type PasswordAccount } from "../password-policy";
import { PasswordField } from "./auth-fields";

type PasswordName = "currentPassword" | "newPassword" | "confirmPassword";

type ChangeProps = {
  /** The form's id prefix (useId). */
  id: string;
  /** Whose policy the new password follows (its hint). */
  audience: PasswordAccount;
  /** react-hook-form's or useLightForm's `register`. */
  register: (name: PasswordName) => ComponentProps<"input">;
  error: (name: PasswordName) => string | undefined;
  /** Without it (a reset from a mailed link) only the new password and its confirmation. */
  withCurrent?: boolean;
  requiredMark?: boolean;
};

/**
 * The fields of a password change: the current password, the new one (with the policy) and
 * its confirmation. The customer's change, the admin's credentials and the reset page use them.
 */
export function PasswordChangeFields({
  id,
  audience,
  register,
  error,
  withCurrent = true,
  requiredMark = true,
}: ChangeProps) {
  return (
    <>
      {withCurrent ? (
        <PasswordField
          id={`${id}-current`}
          label="Password attuale"
          requiredMark={requiredMark}
          error={error("currentPassword")}
          {...register("currentPassword")}
        />
      ) : null}
      <PasswordField
        id={`${id}-new`}
        label="Nuova password"
        autoComplete="new-password"
        hint={passwordRuleText(audience)}
        requiredMark={requiredMark}
        error={error("newPassword")}
        {...register("newPassword")}
      />
      <PasswordField
        id={`${id}-confirm`}
        label="Conferma nuova password"
        autoComplete="new-password"
        requiredMark={requiredMark}
        error={error("confirmPassword")}
        {...register("confirmPassword")}
      />
    </>
  );
}
