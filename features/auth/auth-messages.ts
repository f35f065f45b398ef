/**
 * The sign-in answers the API gives and the forms show, browser-safe (no zod): the public
 * pages' sign-in form imports them without loading the schemas (decision 012).
 */
export const INVALID_CREDENTIALS = "Credenziali non valide";
export const SESSION_INVALID = "Sessione scaduta o non valida. Accedi di nuovo.";
export const ADMIN_ONLY = "Accesso riservato agli amministratori";

/**
 * The answer to a deactivated customer who typed the right password (403): how to reach
 * support, with the company's e-mail and phone from the site settings.
 */
export function accountDisabledMessage({ email, phone }: { email?: string; phone?: string }) {
  const ways = [email?.trim(), phone?.trim()].filter(Boolean).join(" oppure ");
  return `Il tuo account è disattivato. Per riattivarlo contatta l'assistenza${ways ? `: ${ways}` : ""}.`;
}

/**
 * 'Troppi tentativi di accesso. Riprova tra N secondi.' for a Retry-After in seconds: in
 * seconds under a minute (the growing delays start at 1 s), else in whole minutes rounded up.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? "secondo" : "secondi"}`
      : `${minutes} ${minutes === 1 ? "minuto" : "minuti"}`;
  return `Troppi tentativi di accesso. Riprova tra ${wait}.`;
}

/**
 * The answer (429) to a device that never signed in to an account whose budget of failed logins
 * is spent (decision 042): the account is protected, and how its owner still gets in.
 */
export const accountProtectedMessage = {
  admin:
    "Per proteggere l'account, dopo troppi tentativi non riusciti l'accesso da nuovi dispositivi è sospeso per un po'. Accedi da un dispositivo che hai già usato, oppure riprova più tardi.",
  customer:
    "Per proteggere l'account, dopo troppi tentativi non riusciti l'accesso da nuovi dispositivi è sospeso per un po'. Accedi da un dispositivo che hai già usato, oppure reimposta la password con «Password dimenticata?»: il link che ricevi per email ti fa entrare anche da qui.",
} as const;
