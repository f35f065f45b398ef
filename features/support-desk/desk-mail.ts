import type { SiteSettings } from "../settings/site-settings";
import { withArticle, formatLongDate } from "#kit/lib/dates";
import {
  communicationTypeLabels,
  type CommunicationType,
} from "../communications/communication-values";

/**
 * The mails the back office sends to customers (in Italian): a reply to a ticket, a
 * communication, the answer to an info request and the decision on a cancellation or a renewal
 * (`decisionMail`). Pure: the callers queue them through the outbox in the transaction that
 * stores the change.
 */
type Mail = { subject: string; text: string };
/** What the mails link to and sign with: the site's address and the company data (Impostazioni). */
export type MailLinks = {
  siteUrl?: string | null;
  company: Pick<SiteSettings, "site_name" | "phone_primary" | "email">;
};

/** The closing lines: the support team of the company, with its phone and e-mail. */
export function signature({ company }: MailLinks): string[] {
  const phone = company.phone_primary.trim();
  return [
    "",
    "Cordiali saluti,",
    `il supporto clienti di ${company.site_name}`,
    ...(phone ? [`Tel. ${phone}`] : []),
    `E-mail: ${company.email}`,
  ];
}

export function areaLines({ siteUrl }: MailLinks, what: string): string[] {
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

/**
 * The acknowledgement of a new ticket (public form, customer area, mail), to who opened it
 * (decision 067): its number, title and where it goes on. A customer gets the link to the
 * ticket in their area; someone without an account is told the answer comes by mail.
 * `replyByMail`: the ticket's mails carry a reply address the site reads (SUPPORT_EMAIL).
 */
export function ticketAcknowledgementMail(
  recipientName: string,
  ticket: { id: number; title: string; isCustomer: boolean },
  links: MailLinks,
  { replyByMail }: { replyByMail: boolean },
): Mail {
  const site = links.siteUrl?.replace(/\/+$/, "");
  const area = site ? `${site}/customer/dashboard?sezione=supporto&ticket=${ticket.id}` : null;
  return {
    subject: `Abbiamo ricevuto il tuo ticket n. ${ticket.id}: ${ticket.title}`,
    text: [
      `Gentile ${recipientName},`,
      "",
      `abbiamo ricevuto la tua richiesta di assistenza "${ticket.title}" e le abbiamo dato il numero ${ticket.id}.`,
      "Il nostro supporto la esaminerà e ti risponderà al più presto.",
      "",
      ...(ticket.isCustomer
        ? [
            area
              ? `Puoi seguire il ticket e rispondere nell'area clienti: ${area}`
              : "Puoi seguire il ticket e rispondere nell'area clienti del sito.",
          ]
        : ["Ti risponderemo a questo indirizzo e-mail."]),
      ...(replyByMail
        ? [
            "Per aggiungere informazioni o allegati puoi anche rispondere a questa email: il tuo messaggio verrà aggiunto al ticket.",
          ]
        : []),
      ...signature(links),
    ].join("\n"),
  };
}

/**
 * A ticket the staff opened on the customer's behalf (decision 069): what was written, and where
 * to follow it.
 */
export function ticketOpenedMail(
  recipientName: string,
  ticket: { id: number; title: string; description: string },
  links: MailLinks,
): Mail {
  return {
    subject: `Abbiamo aperto il ticket n. ${ticket.id}: ${ticket.title}`,
    text: [
      `Gentile ${recipientName},`,
      "",
      `il nostro supporto ha aperto per te il ticket n. ${ticket.id} "${ticket.title}":`,
      "",
      ticket.description,
      ...areaLines(links, "Puoi seguire il ticket e rispondere"),
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

/** What a decision mail says about its kind of request (a cancellation, a renewal). */
export type DecisionWords = {
  /** "disdetta": "la tua richiesta di disdetta n. ..." */
  noun: string;
  /** The subject of each outcome, before the service's name ("Disdetta approvata"). */
  subjects: { approved: string; rejected: string };
  /** How the sentence of each outcome ends, after the service's name. */
  approved: string;
  rejected: string;
};

/**
 * The outcome of a request the desk approved or rejected, with the notes given; `outcome`: a
 * paragraph saying what the decision does to the service (a cancellation's end).
 */
export function decisionMail(
  words: DecisionWords,
  recipientName: string,
  request: {
    id: number;
    serviceName: string;
    decision: "approved" | "rejected";
    outcome?: string;
  },
  adminNotes: string | null,
  links: MailLinks,
): Mail {
  const approved = request.decision === "approved";
  const what = `la tua richiesta di ${words.noun} n. ${request.id} del servizio "${request.serviceName}"`;
  return {
    subject: `${words.subjects[request.decision]}: ${request.serviceName}`,
    text: [
      `Gentile ${recipientName},`,
      "",
      approved
        ? `abbiamo approvato ${what}${words.approved}`
        : `abbiamo esaminato ${what} e non possiamo approvarla${words.rejected}`,
      ...(request.outcome ? ["", request.outcome] : []),
      ...(adminNotes ? ["", "Note del nostro staff:", adminNotes] : []),
      ...areaLines(links, "Trovi lo stato dei tuoi servizi e delle richieste"),
      ...signature(links),
    ].join("\n"),
  };
}

export const cancellationDecisionWords: DecisionWords = {
  noun: "disdetta",
  subjects: { approved: "Disdetta approvata", rejected: "Disdetta non approvata" },
  approved: ".",
  rejected: ": il servizio resta attivo.",
};

/**
 * What an approved cancellation does to the service (decision 046), exactly: it stays active
 * until `endsAt` and does not renew, or (null) it is cancelled at once.
 */
export function cancellationOutcome(serviceName: string, endsAt: Date | null): string {
  return endsAt
    ? `Il servizio "${serviceName}" resterà attivo fino ${withArticle(formatLongDate(endsAt), "al")} e non verrà rinnovato.`
    : `Il servizio "${serviceName}" è stato disdetto con effetto immediato.`;
}
