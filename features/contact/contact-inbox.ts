import { contactCategory, type ContactCategory } from "./contact.schema";

/**
 * The contacts inbox of the back office (back-office.md "Contacts tab"): the message as the
 * admin API gives it, and the pure rules of the list (search, filters, counters, preview).
 * Browser-safe.
 */
export type AdminContact = {
  id: number;
  name: string;
  email: string;
  company: string | null;
  budget: string | null;
  message: string;
  isRead: boolean;
  /** ISO date-time. */
  createdAt: string;
};

export type CategoryFilter = "all" | ContactCategory;
export type ReadFilter = "all" | "unread" | "read";
export type ContactFilters = { search: string; category: CategoryFilter; read: ReadFilter };

export const CONTACT_NOT_FOUND = "Contatto non trovato";

export const categoryLabels: Record<ContactCategory, string> = {
  quote: "Preventivo",
  job: "Candidatura",
  general: "Generale",
};

export const categoryFilterLabels: Record<CategoryFilter, string> = {
  all: "Tutte le categorie",
  quote: "Preventivi",
  job: "Candidature",
  general: "Generali",
};

export const readFilterLabels: Record<ReadFilter, string> = {
  all: "Tutti",
  unread: "Da leggere",
  read: "Letti",
};

/** Message previews are cut at this many characters (back-office.md section 9). */
export const CONTACT_PREVIEW_LENGTH = 100;

/** The first 100 characters of a message, with an ellipsis when something was cut. */
export function contactPreview(message: string, max = CONTACT_PREVIEW_LENGTH): string {
  const chars = Array.from(message.trim());
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : chars.join("");
}

/** True when name, email, message or company contains the search text (any case). */
export function matchesSearch(contact: AdminContact, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase("it");
  if (!needle) return true;
  return [contact.name, contact.email, contact.message, contact.company ?? ""].some((field) =>
    field.toLocaleLowerCase("it").includes(needle),
  );
}

/** The messages that pass the search and both filters, in the given order. */
export function filterContacts(contacts: AdminContact[], filters: ContactFilters): AdminContact[] {
  return contacts.filter(
    (contact) =>
      matchesSearch(contact, filters.search) &&
      (filters.category === "all" || contactCategory(contact) === filters.category) &&
      (filters.read === "all" || contact.isRead === (filters.read === "read")),
  );
}

export type ContactCounts = Record<"total" | "unread" | ContactCategory, number>;

/** Counters of the whole inbox: total, unread and one per category. */
export function countContacts(contacts: AdminContact[]): ContactCounts {
  const counts: ContactCounts = { total: 0, unread: 0, quote: 0, job: 0, general: 0 };
  for (const contact of contacts) {
    counts.total++;
    if (!contact.isRead) counts.unread++;
    counts[contactCategory(contact)]++;
  }
  return counts;
}

const replySubjects: Record<ContactCategory, string> = {
  quote: "La tua richiesta di preventivo",
  job: "La tua candidatura",
  general: "Il tuo messaggio",
};

/** The reply-by-e-mail link: 'mailto:' with the subject 'Re: ...'. */
export function replyMailto(contact: Pick<AdminContact, "email" | "message" | "budget">): string {
  const subject = `Re: ${replySubjects[contactCategory(contact)]}`;
  const address = encodeURIComponent(contact.email).replace(/%40/g, "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
