import type { FormOutcome } from "#kit/lib/form-outcome";
import type { TwoFactorSetup } from "../two-factor.schema";

/** What the login page shows instead of the password form (decision 031). */
export type SecondStepView = { purpose: "verify" } | { purpose: "setup"; setup: TwoFactorSetup };

/** The second step's page action answer: a refusal, or the recovery codes after a setup. */
export type SecondStepOutcome = FormOutcome & { recoveryCodes?: string[] };

/** The login page that shows the second step, for each kind. */
export const secondStepPath = {
  admin: "/admin/login",
  customer: "/customer/login",
} as const;
