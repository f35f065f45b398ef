import { apiRequest } from "#kit/lib/api";
import { apiErrorMessage } from "#kit/lib/api-errors";
import type { AdminUser, CustomerIdentity } from "../auth.schema";
import { INVALID_CREDENTIALS } from "../auth-messages";
import type { SessionKind } from "../session-kinds";
import type { SecondStepAnswer } from "../two-factor/two-factor-messages";

/** What differs between the two sign-in forms: the account field, the call, the way in. */
export type LoginKind = {
  /** The account field: the admin's username, the customer's e-mail. */
  account: "username" | "email";
  /** The session route of the API (POST /api{path}). */
  path: "/admin/login" | "/customer/login";
  /** Where a signed-in user goes. */
  home: string;
  /**
   * The account field's value in the server HTML (../shared/spec/back-office.md §2 "Admin login":
   * username 'admin').
   */
  accountDefault: string;
  /** The success toast. */
  welcome: { title: string; description?: string };
};

/** The answer of a sign-in: the admin's user or the customer's identity. */
export type LoginAnswer = { user: AdminUser } | { customer: CustomerIdentity } | SecondStepAnswer;

export const loginKinds: Record<SessionKind, LoginKind> = {
  admin: {
    account: "username",
    path: "/admin/login",
    home: "/admin/dashboard",
    accountDefault: "admin",
    welcome: { title: "Login effettuato", description: "Benvenuto nel pannello admin" },
  },
  customer: {
    account: "email",
    path: "/customer/login",
    home: "/customer/dashboard",
    accountDefault: "",
    welcome: { title: "Accesso effettuato con successo" },
  },
};

/** The browser's sign-in call. */
export const sendLogin = (kind: LoginKind, values: Record<string, string>) =>
  apiRequest<LoginAnswer>("POST", `/api${kind.path}`, values);

/** A failed sign-in's text: the server's Italian message, else 'Credenziali non valide'. */
export const loginFailureText = (error: unknown) => apiErrorMessage(error) ?? INVALID_CREDENTIALS;
