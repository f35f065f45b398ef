/**
 * The fixed parts of the contact forms (../shared/spec/public-site.md §3, §5) without zod: options,
 * limits, the honeypot, the spec's messages and the quote message. The public pages import this
 * module; contact.schema.ts builds the shared schema on it.
 */

export const contactSpecMessages = {
  email: "Please enter a valid email address",
  name: "Name must be at least 2 characters",
  message: "Message must be at least 10 characters",
} as const;

export const contactLimits = {
  name: 255,
  email: 255,
  company: 255,
  budget: 100,
  message: 10_000,
} as const;

/** Hidden field of the public forms: people leave it empty, bots fill it in. */
export const HONEYPOT_FIELD = "website";

/**
 * The heading that marks a quote request inside the message (../shared/spec/back-office.md §4
 * "Contact": category 'quote').
 */
export const QUOTE_DETAILS_HEADING = "Dettagli richiesta:";

/** Italian display text for each spec message; the forms show these inline. */
export const contactMessageIt: Record<string, string> = {
  [contactSpecMessages.email]: "Inserisci un indirizzo email valido",
  [contactSpecMessages.name]: "Il nome deve avere almeno 2 caratteri",
  [contactSpecMessages.message]: "Il messaggio deve avere almeno 10 caratteri",
};

/** The Italian text to show for a validation message (messages already in Italian pass through). */
export function contactMessageToItalian(message: string): string {
  return contactMessageIt[message] ?? message;
}

export { serviceOptions } from "./service-options";

export const budgetOptions = [
  "€1.000 - €5.000",
  "€5.000 - €10.000",
  "€10.000 - €25.000",
  "€25.000 - €50.000",
  "€50.000+",
  "Da definire",
] as const;

export const timelineOptions = [
  "Entro 1 mese",
  "1-3 mesi",
  "3-6 mesi",
  "6+ mesi",
  "Da definire",
] as const;

export type QuoteDetails = {
  message: string;
  service?: string | null;
  budget?: string | null;
  timeline?: string | null;
};

/**
 * The message the quote dialog sends: the visitor's text, a blank line, then the
 * 'Dettagli richiesta:' block (service and timeline are not separate fields of the call).
 */
export function buildQuoteMessage({ message, service, budget, timeline }: QuoteDetails): string {
  const value = (text?: string | null) => text?.trim() || "Non indicato";
  return [
    message.trim(),
    "",
    QUOTE_DETAILS_HEADING,
    `- Servizio: ${value(service)}`,
    `- Budget: ${value(budget)}`,
    `- Tempistiche: ${value(timeline)}`,
  ].join("\n");
}

/**
 * ../shared/spec/back-office.md §4: a message is a quote request when it has the details block or a
 * budget.
 */
export function isQuoteRequest({ message, budget }: { message: string; budget?: string | null }) {
  return message.includes(QUOTE_DETAILS_HEADING) || Boolean(budget?.trim());
}

/** Categories of the back office's contacts inbox (../shared/spec/back-office.md §4). */
export const contactCategories = ["quote", "job", "general"] as const;
export type ContactCategory = (typeof contactCategories)[number];

/** Words that mark a job application in the lowercased message. */
export const JOB_KEYWORDS = ["candidatura", "lavoro", "cv"] as const;

/**
 * The category of a contact message, the whole rule of ../shared/spec/back-office.md §4: 'quote'
 * when it has the 'Dettagli richiesta:' block or a budget; else 'job' when the lowercased message
 * contains candidatura, lavoro or cv; else 'general'.
 */
export function contactCategory(contact: {
  message: string;
  budget?: string | null;
}): ContactCategory {
  if (isQuoteRequest(contact)) return "quote";
  const text = contact.message.toLowerCase();
  return JOB_KEYWORDS.some((word) => text.includes(word)) ? "job" : "general";
}
