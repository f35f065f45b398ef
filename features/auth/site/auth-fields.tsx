import type { ComponentProps } from "react";
import { TextField } from "#kit/ui/input";

export type ControlProps = Omit<ComponentProps<"input">, "id" | "required"> & {
  id: string;
  error?: string;
  /** false on the sign-in screens, where every field is required and no note explains it. */
  requiredMark?: boolean;
};

/** The e-mail of a customer account (sign-in, forgotten password). */
export function AccountEmailField({ requiredMark = false, ...props }: ControlProps) {
  return (
    <TextField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      requiredMark={requiredMark}
      {...props}
    />
  );
}

/** A password field: the current one (sign-in) or a new one (with the policy as its hint). */
export function PasswordField({
  label = "Password",
  requiredMark = false,
  ...props
}: ControlProps & { label?: string; hint?: string }) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="current-password"
      required
      requiredMark={requiredMark}
      {...props}
    />
  );
}
