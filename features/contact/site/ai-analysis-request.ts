import {
  contactLimits,
  contactMessageToItalian,
  HONEYPOT_FIELD,
} from "#features/contact/contact-fields";
import type { ContactPayload } from "#features/contact/contact.schema";
import {
  submissionKeyOf,
  SUBMISSION_KEY_FIELD,
  type KeyedValues,
} from "#features/contact/submission-key";

/** Field messages of the free AI analysis form (/analisi-sito-ai). */
export const aiAnalysisMessages = {
  urlRequired: "Inserisci l'indirizzo del tuo sito",
  urlInvalid: "Inserisci un indirizzo valido, ad esempio www.tuaazienda.it",
  privacy: "Devi accettare l'informativa privacy per continuare",
  notesTooLong: "Le note possono contenere al massimo 2.000 caratteri",
  urlTooLong: "L'indirizzo può contenere al massimo 500 caratteri",
} as const;

/** The success text and the failure the server did not explain. */
export const ANALYSIS_SENT = "Grazie per la tua richiesta. Ti contatteremo presto.";
export const ANALYSIS_FAILED = "Si è verificato un errore. Riprova più tardi.";

export const NOTES_MAX = 2000;
export const URL_MAX = 500;

/**
 * The site address as an absolute http(s) URL ("www.example.it" becomes
 * "https://www.example.it"), or null when it is not a public web address.
 */
export function normalizeSiteUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  const labels = url.hostname.split(".");
  if (labels.length < 2 || labels.some((label) => label === "")) return null;
  if (!/^[a-z]{2,}$|^xn--[a-z\d-]+$/i.test(labels.at(-1) ?? "")) return null;
  const href = url.href;
  return url.pathname === "/" && !url.search && !url.hash ? href.replace(/\/$/, "") : href;
}

/** The form's values: site address, name, e-mail, optional notes, privacy, hidden honeypot. */
export type AiAnalysisValues = {
  siteUrl: string;
  name: string;
  email: string;
  notes: string;
  privacy: boolean;
  [HONEYPOT_FIELD]: string;
};

export const aiAnalysisDefaults: AiAnalysisValues = {
  siteUrl: "",
  name: "",
  email: "",
  notes: "",
  privacy: false,
  [HONEYPOT_FIELD]: "",
};

/** The first line of every analysis request, so the team recognises it in the back office. */
export const analysisMessagePrefix = "Richiesta di analisi gratuita del sito con AI per:";

/** The POST /api/contact payload of an analysis request (honeypot included, as it was typed). */
export function analysisRequestPayload(
  values: KeyedValues<AiAnalysisValues>,
): ContactPayload & { [HONEYPOT_FIELD]: string } {
  const url = normalizeSiteUrl(values.siteUrl) ?? values.siteUrl.trim();
  const notes = values.notes.trim();
  const message = [
    `${analysisMessagePrefix} ${url}`,
    ...(notes ? ["", "Note del richiedente:", notes] : []),
  ].join("\n");
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: null,
    message: message.slice(0, contactLimits.message),
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
    // The hidden field's idempotency key, when the form was posted without JavaScript.
    [SUBMISSION_KEY_FIELD]: submissionKeyOf(values),
  };
}

/** The server's message of a failed send ("{status}: {json body}"), in Italian; null if none. */
export function sendErrorMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const body: unknown = JSON.parse(match[1]!);
    const message =
      body && typeof body === "object" && "message" in body
        ? (body as { message: unknown }).message
        : null;
    return typeof message === "string" && message.trim()
      ? contactMessageToItalian(message.trim())
      : null;
  } catch {
    return null;
  }
}
