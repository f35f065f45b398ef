import { apiRequest } from "#kit/lib/api";
import type { ForgotPasswordInput } from "#features/auth/password-reset.schema";

/** The forgotten-password call (no session needed). */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<{ message: string }>("POST", "/api/customer-password/forgot", input);
