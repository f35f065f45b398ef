import { formatLongDate, formatMailDateTime, withArticle } from "#kit/lib/dates";
import type { MailCustomer } from "../customer-portal/portal-mail";
import type { DecisionWords } from "../support-desk/desk-mail";

/**
 * The mails of a renewal request (in Italian): to the company when the customer files it, to
 * the customer when the desk decides (the words of `decisionMail`). Pure: queued in the
 * transaction that stores the change.
 */
type Mail = { subject: string; text: string };

export function renewalRequestMail(
  customer: MailCustomer,
  request: {
    id: number;
    serviceName: string;
    expiryDate: Date;
    price: string | null;
    createdAt: Date;
  },
): Mail {
  const name = `${customer.firstName} ${customer.lastName}`;
  return {
    subject: `Richiesta di rinnovo n. ${request.id}: ${request.serviceName}`,
    text: [
      `Un cliente ha chiesto il rinnovo di un servizio ${withArticle(formatMailDateTime(request.createdAt))}.`,
      "",
      `Cliente: ${customer.companyName ? `${name} (${customer.companyName})` : name}, n. ${customer.id}`,
      `Email: ${customer.email}`,
      `Servizio: ${request.serviceName}`,
      `Scadenza: ${formatLongDate(request.expiryDate)}`,
      `Prezzo: ${request.price ?? "non indicato"}`,
      "",
      "Approva o respingi la richiesta dalla sezione Richieste del pannello (Rinnovi): il cliente riceverà l'esito per email.",
      "",
      "--",
      "Rispondendo a questa email scrivi direttamente al cliente.",
    ].join("\n"),
  };
}

/** The decision's words: the mail itself is the desk's `decisionMail`. */
export const renewalDecisionWords: DecisionWords = {
  noun: "rinnovo",
  subjects: { approved: "Rinnovo approvato", rejected: "Rinnovo non approvato" },
  approved: ": la nuova scadenza comparirà nella tua area clienti.",
  rejected: ".",
};
