import { formatMailDateTime, withArticle } from "#kit/lib/dates";
import {
  ticketCategoryLabels,
  ticketPriorityLabels,
  type TicketCategory,
  type TicketPriority,
} from "../tickets/ticket-values";

/**
 * The company's notification mails for what customers do in their area (in Italian). Pure: the
 * callers queue them through the outbox in the transaction that stores the request.
 */
export type MailCustomer = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
};

export type Mail = { subject: string; text: string };

function customerLines(customer: MailCustomer): string[] {
  const name = `${customer.firstName} ${customer.lastName}`;
  return [
    `Cliente: ${customer.companyName ? `${name} (${customer.companyName})` : name}, n. ${customer.id}`,
    `Email: ${customer.email}`,
  ];
}

const footer = [
  "",
  "--",
  "Gestisci la richiesta dal pannello di amministrazione; rispondendo a questa email scrivi direttamente al cliente.",
];

export function newTicketMail(
  customer: MailCustomer,
  ticket: {
    id: number;
    title: string;
    description: string;
    category: TicketCategory;
    priority: TicketPriority;
    serviceName: string | null;
    createdAt: Date;
  },
): Mail {
  const priority = ticketPriorityLabels[ticket.priority];
  return {
    subject: `Nuovo ticket n. ${ticket.id} dall'area clienti (${priority}): ${ticket.title}`,
    text: [
      "Un cliente ha aperto un ticket di assistenza dall'area clienti.",
      "",
      `Ticket n. ${ticket.id} ${withArticle(formatMailDateTime(ticket.createdAt), "del")}`,
      ...customerLines(customer),
      `Servizio: ${ticket.serviceName ?? "nessun servizio indicato"}`,
      `Categoria: ${ticketCategoryLabels[ticket.category]}`,
      `Priorità: ${priority}`,
      `Titolo: ${ticket.title}`,
      "",
      "Descrizione:",
      ticket.description,
      ...footer,
    ].join("\n"),
  };
}

export function ticketReplyMail(
  customer: MailCustomer,
  ticket: { id: number; title: string; reopened: boolean },
  message: string,
  at: Date,
): Mail {
  return {
    subject: `Nuova risposta del cliente al ticket n. ${ticket.id}: ${ticket.title}`,
    text: [
      `Il cliente ha risposto al ticket n. ${ticket.id} ${withArticle(formatMailDateTime(at))}.`,
      ...(ticket.reopened ? ["Il ticket era chiuso ed è stato riaperto."] : []),
      "",
      ...customerLines(customer),
      `Ticket: ${ticket.title}`,
      "",
      "Messaggio:",
      message,
      ...footer,
    ].join("\n"),
  };
}

export function infoRequestMail(
  customer: MailCustomer,
  request: { id: number; subject: string; message: string; serviceName: string | null },
): Mail {
  return {
    subject: `Richiesta di informazioni n. ${request.id} dall'area clienti: ${request.subject}`,
    text: [
      "Un cliente ha inviato una richiesta di informazioni dall'area clienti.",
      "",
      ...customerLines(customer),
      `Servizio: ${request.serviceName ?? "nessun servizio indicato"}`,
      `Oggetto: ${request.subject}`,
      "",
      "Messaggio:",
      request.message,
      ...footer,
    ].join("\n"),
  };
}

/** The customer replied to the answer of an info request (decision 068). */
export function infoReplyMail(
  customer: MailCustomer,
  request: { id: number; subject: string; message: string },
): Mail {
  return {
    subject: `Risposta del cliente alla richiesta di informazioni n. ${request.id}: ${request.subject}`,
    text: [
      "Un cliente ha risposto alla vostra risposta a una richiesta di informazioni.",
      "",
      ...customerLines(customer),
      `Oggetto: ${request.subject}`,
      "",
      "Messaggio:",
      request.message,
      ...footer,
    ].join("\n"),
  };
}

export function cancellationRequestMail(
  customer: MailCustomer,
  request: { id: number; reason: string; serviceName: string; requestedDate: Date },
): Mail {
  return {
    subject: `Richiesta di disdetta n. ${request.id}: ${request.serviceName}`,
    text: [
      `Un cliente ha chiesto la disdetta di un servizio ${withArticle(formatMailDateTime(request.requestedDate))}.`,
      "",
      ...customerLines(customer),
      `Servizio: ${request.serviceName}`,
      "",
      "Motivo:",
      request.reason,
      "",
      "Approva o respingi la richiesta dalla sezione Richieste del pannello: il cliente riceverà l'esito per email.",
      ...footer,
    ].join("\n"),
  };
}
