/**
 * The two-factor sign-in's Italian texts (decision 031), browser-safe without zod: the login
 * form imports them on the public pages.
 */
export const twoFactorMessages = {
  codeRequired: "Inserisci il codice",
  codeInvalid: "Codice non valido",
  totpShape: "Il codice è di 6 cifre",
  wrongCode: "Codice non valido o già usato. Controlla l'app e riprova.",
  expired: "La verifica è scaduta o non è valida. Accedi di nuovo con la password.",
  alreadyEnabled: "La verifica in due passaggi è già attiva",
  noSetup: "Nessuna attivazione in corso: genera un nuovo codice QR.",
  reauthRequired: "Inserisci la password o un codice dell'app",
  wrongReauth: "Password o codice non corretti",
  passwordRequired: "Inserisci la password attuale",
  wrongPassword: "La password attuale non è corretta",
  notEnabled: "La verifica in due passaggi non è attiva",
  onlyAdministrators: "Solo un Amministratore può cambiare questa impostazione",
} as const;

/** The login answer that asks for the second step (instead of { user } / { customer }). */
export type SecondStepAnswer = { twoFactor: "verify" | "setup" };
