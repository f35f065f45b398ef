import type { FormEvent, ReactNode } from "react";
import { FormOutcomeNote } from "#kit/ui/form-outcome-note";
import type { FormOutcome } from "#kit/lib/form-outcome";
import type { SessionKind } from "../session-kinds";
import { loginHref } from "./return-to";

type Props = {
  kind: SessionKind;
  returnTo: string | null;
  /** The login page action's answer, shown above the fields. */
  served?: FormOutcome;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
};

/**
 * A form of the sign-in (the password step or the second step): without JavaScript it is posted
 * to the login page's own address, the return path kept (decision 024), and the page action's
 * answer is shown on top.
 */
export function LoginPageForm({ kind, returnTo, served, onSubmit, className, children }: Props) {
  return (
    <form
      method="post"
      action={loginHref(kind, returnTo)}
      onSubmit={onSubmit}
      noValidate
      className={className}
    >
      <FormOutcomeNote outcome={served} />
      {children}
    </form>
  );
}
