import { formatLongDate, formatMailDateTime } from "../shared/dates";
import type { MailCustomer } from "../customer-portal/portal-mail";
import type { MailLinks } from "../support-desk/desk-mail";

/**
 * The mails of a renewal request (in Italian): to the company when the customer files it, to
 * the customer when the desk decides. Pure: queued in the transaction that stores the change.
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
      `Un cliente ha chiesto il rinnovo di un servizio il ${formatMailDateTime(request.createdAt)}.`,
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

export function renewalDecisionMail(
  recipientName: string,
  request: { id: number; serviceName: string; decision: "approved" | "rejected" },
  adminNotes: string | null,
  links: MailLinks,
): Mail {
  const approved = request.decision === "approved";
  const phone = links.company.phone_primary.trim();
  const area = links.siteUrl ? `${links.siteUrl.replace(/\/+$/, "")}/customer/login` : null;
  return {
    subject: approved
      ? `Rinnovo approvato: ${request.serviceName}`
      : `Rinnovo non approvato: ${request.serviceName}`,
    text: [
      `Gentile ${recipientName},`,
      "",
      approved
        ? `abbiamo approvato la tua richiesta di rinnovo n. ${request.id} del servizio "${request.serviceName}": la nuova scadenza comparirà nella tua area clienti.`
        : `abbiamo esaminato la tua richiesta di rinnovo n. ${request.id} del servizio "${request.serviceName}" e non possiamo approvarla.`,
      ...(adminNotes ? ["", "Note del nostro staff:", adminNotes] : []),
      "",
      area
        ? `Trovi lo stato dei tuoi servizi e delle richieste nell'area clienti: ${area}`
        : "Trovi lo stato dei tuoi servizi e delle richieste nell'area clienti del sito.",
      "",
      "Cordiali saluti,",
      `il supporto clienti di ${links.company.site_name}`,
      ...(phone ? [`Tel. ${phone}`] : []),
      `E-mail: ${links.company.email}`,
    ].join("\n"),
  };
}
