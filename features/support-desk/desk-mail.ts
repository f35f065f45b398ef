import type { SiteSettings } from "../settings/site-settings";
import {
  communicationTypeLabels,
  type CommunicationType,
} from "../communications/communication-values";

/**
 * The mails the back office sends to customers (in Italian): a reply to a ticket, a
 * communication, the answer to an info request and the decision on a cancellation. Pure: the
 * callers queue them through the outbox in the transaction that stores the change.
 */
type Mail = { subject: string; text: string };
/** What the mails link to and sign with: the site's address and the company data (Impostazioni). */
export type MailLinks = {
  siteUrl?: string | null;
  company: Pick<SiteSettings, "site_name" | "phone_primary" | "email">;
};

/** The closing lines: the support team of the company, with its phone and e-mail. */
function signature({ company }: MailLinks): string[] {
  const phone = company.phone_primary.trim();
  return [
    "",
    "Cordiali saluti,",
    `il supporto clienti di ${company.site_name}`,
    ...(phone ? [`Tel. ${phone}`] : []),
    `E-mail: ${company.email}`,
  ];
}

function areaLines({ siteUrl }: MailLinks, what: string): string[] {
  const url = siteUrl ? `${siteUrl.replace(/\/+$/, "")}/customer/login` : null;
  return url
    ? ["", `${what} nell'area clienti: ${url}`]
    : ["", `${what} nell'area clienti del sito.`];
}

export function ticketAnswerMail(
  recipientName: string,
  ticket: { id: number; title: string; isCustomer: boolean },
  message: string,
  links: MailLinks,
): Mail {
  return {
    subject: `Risposta al ticket n. ${ticket.id}: ${ticket.title}`,
    text: [
      `Gentile ${recipientName},`,
      "",
      `il nostro supporto ha risposto al ticket n. ${ticket.id} "${ticket.title}":`,
      "",
      message,
      ...(ticket.isCustomer
        ? areaLines(links, "Puoi leggere la conversazione completa e rispondere")
        : ["", "Per aggiungere informazioni rispondi pure a questa email."]),
      ...signature(links),
    ].join("\n"),
  };
}

export function communicationMail(
  recipientName: string,
  communication: { title: string; content: string; type: CommunicationType },
  links: MailLinks,
): Mail {
  return {
    subject: `${communicationTypeLabels[communication.type]}: ${communication.title}`,
    text: [
      `Gentile ${recipientName},`,
      "",
      communication.content,
      ...areaLines(links, "Trovi questa e le altre comunicazioni"),
      ...signature(links),
    ].join("\n"),
  };
}

export function infoAnswerMail(
  recipientName: string,
  request: { id: number; subject: string; message: string },
  response: string,
  links: MailLinks,
): Mail {
  return {
    subject: `Risposta alla tua richiesta di informazioni: ${request.subject}`,
    text: [
      `Gentile ${recipientName},`,
      "",
      `ecco la risposta alla tua richiesta di informazioni n. ${request.id} "${request.subject}":`,
      "",
      response,
      "",
      "La tua richiesta:",
      request.message,
      ...areaLines(links, "Trovi lo storico delle richieste"),
      ...signature(links),
    ].join("\n"),
  };
}

export function cancellationDecisionMail(
  recipientName: string,
  request: { id: number; serviceName: string; decision: "approved" | "rejected" },
  adminNotes: string | null,
  links: MailLinks,
): Mail {
  const approved = request.decision === "approved";
  return {
    subject: approved
      ? `Disdetta approvata: ${request.serviceName}`
      : `Disdetta non approvata: ${request.serviceName}`,
    text: [
      `Gentile ${recipientName},`,
      "",
      approved
        ? `abbiamo approvato la tua richiesta di disdetta n. ${request.id} del servizio "${request.serviceName}": il servizio risulta ora disdetto.`
        : `abbiamo esaminato la tua richiesta di disdetta n. ${request.id} del servizio "${request.serviceName}" e non possiamo approvarla: il servizio resta attivo.`,
      ...(adminNotes ? ["", "Note del nostro staff:", adminNotes] : []),
      ...areaLines(links, "Trovi lo stato dei tuoi servizi e delle richieste"),
      ...signature(links),
    ].join("\n"),
  };
}
