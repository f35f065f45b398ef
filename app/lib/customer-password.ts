import { apiRequest } from "./api";
import type { ForgotPasswordInput } from "#features/auth/password-reset.schema";

/** The forgotten-password calls (no session needed). */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiRequest<{ message: string }>("POST", "/api/customer-password/forgot", input);

export const resetCustomerPassword = (input: { token: string; newPassword: string }) =>
  apiRequest<{ message: string }>("POST", "/api/customer-password/reset", input);
