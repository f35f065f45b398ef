import type { Resolver } from "react-hook-form";
import type { PasswordAccount } from "../password-policy";

/** The form of a single-use link's page: the new password typed twice (the token is in the link). */
export type TokenPasswordForm = { newPassword: string; confirmPassword: string };

/** The form's rules (zod, each page's schema: the password policy of its audience). */
export type TokenPasswordRules = Resolver<TokenPasswordForm, unknown, TokenPasswordForm>;

/**
 * What differs between the two pages that set a password from a mailed single-use token
 * (/admin/invito, decision 030, and /customer/reimposta-password): the API route, the texts and
 * where the links go.
 */
export type TokenPasswordPage = {
  audience: PasswordAccount;
  /** The API route (POST /api{path}, `{ token, newPassword }`). */
  path: "/admin-invitation/accept" | "/customer-password/reset";
  /** The route's success text, and its refusal of an unknown or expired link. */
  messages: { done: string; invalidLink: string };
  /** The success toast. */
  savedToast: { title: string; description: string };
  /** The failure toast's title. */
  failureTitle: string;
  submitLabel: string;
  /** The sign-in page: the button after success and the link below the card. */
  login: { href: string; label: string };
  /** For a refused link: where to ask for a new one, if the visitor can. */
  newLink?: { href: string; label: string };
};

/** The token as mailed: 32 random bytes in base64url. */
export const plausibleToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The refusal text when the API gives none (no connection), in the browser and the action. */
export const sendFailure = "Controlla la connessione e riprova tra qualche istante.";
