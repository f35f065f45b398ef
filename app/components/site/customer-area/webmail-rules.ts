/** ../shared/spec/back-office.md §5, §9: both webmail fields required, at most 256 characters. */
export const WEBMAIL_MAX_LENGTH = 256;

export type WebmailValues = { login: string; password: string };
export type WebmailErrors = Partial<Record<keyof WebmailValues, string>>;

export function webmailErrors({ login, password }: WebmailValues): WebmailErrors {
  const errors: WebmailErrors = {};
  if (!login.trim()) errors.login = "Inserisci l'indirizzo email";
  else if (login.length > WEBMAIL_MAX_LENGTH)
    errors.login = "L'email può contenere al massimo 256 caratteri";
  if (!password) errors.password = "Inserisci la password";
  else if (password.length > WEBMAIL_MAX_LENGTH) {
    errors.password = "La password può contenere al massimo 256 caratteri";
  }
  return errors;
}

/** The submit button stays disabled until both fields hold something. */
export const webmailReady = ({ login, password }: WebmailValues) =>
  login.trim() !== "" && password !== "";

/** Fixed settings posted with LOGIN and PASSWD to the webmail provider. */
export const webmailHiddenFields = [
  { name: "ACTION", value: "login" },
  { name: "LANGUAGE", value: "it" },
] as const;
