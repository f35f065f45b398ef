import { formatLongDate, withArticle } from "#kit/lib/dates";
import type { SiteSettings } from "../settings/site-settings";

/**
 * The renewal reminders' mails (in Italian, decision 033): one to the customer, with the link
 * that files a renewal request, one to the company. Pure: reminders.server.ts queues them in
 * the transaction that records the reminder.
 */
type Mail = { subject: string; text: string };

export type ReminderFacts = {
  serviceId: number;
  serviceName: string;
  expiryDate: Date;
  /** Calendar days in Rome from today to the expiry day (1 = tomorrow). */
  daysLeft: number;
  /** "€ 29/mese" (decision 026), or null when the service has no price. */
  price: string | null;
  customer: { firstName: string; lastName: string; email: string; companyName: string | null };
};

export type ReminderLinks = {
  /** The site's public origin (decision 027): https:// + site_domain, or PUBLIC_SITE_URL. */
  siteUrl: string;
  company: Pick<SiteSettings, "site_name" | "phone_primary" | "email">;
};

/** "oggi", "domani", "tra 7 giorni". */
export const daysLeftText = (days: number) =>
  days <= 0 ? "oggi" : days === 1 ? "domani" : `tra ${days} giorni`;

/** The customer area page of the service, where the renewal request is confirmed. */
export function renewalLink(siteUrl: string, serviceId: number): string {
  return `${siteUrl.replace(/\/+$/, "")}/customer/dashboard?sezione=servizi&rinnovo=${serviceId}`;
}

const priceLine = (price: string | null) => `Prezzo: ${price ?? "non indicato"}`;

export function customerReminderMail(facts: ReminderFacts, links: ReminderLinks): Mail {
  const date = formatLongDate(facts.expiryDate);
  const phone = links.company.phone_primary.trim();
  return {
    subject: `Promemoria: il servizio "${facts.serviceName}" scade ${daysLeftText(facts.daysLeft)}`,
    text: [
      `Gentile ${facts.customer.firstName} ${facts.customer.lastName},`,
      "",
      `il servizio "${facts.serviceName}" scade ${daysLeftText(facts.daysLeft)}, ${withArticle(date)}.`,
      priceLine(facts.price),
      "",
      "Per chiederne il rinnovo apri questo link e conferma la richiesta nella tua area clienti (ti verrà chiesto di accedere):",
      renewalLink(links.siteUrl, facts.serviceId),
      "",
      "Se hai già provveduto al rinnovo, ignora questo messaggio.",
      "",
      "Cordiali saluti,",
      `il supporto clienti di ${links.company.site_name}`,
      ...(phone ? [`Tel. ${phone}`] : []),
      `E-mail: ${links.company.email}`,
    ].join("\n"),
  };
}

export function companyReminderMail(facts: ReminderFacts, links: ReminderLinks): Mail {
  const { customer } = facts;
  const name = `${customer.firstName} ${customer.lastName}`;
  const who = customer.companyName ? `${name} (${customer.companyName})` : name;
  return {
    subject: `Scadenza ${daysLeftText(facts.daysLeft)}: "${facts.serviceName}" di ${who}`,
    text: [
      `Il servizio "${facts.serviceName}" del cliente ${who} scade ${daysLeftText(facts.daysLeft)}, ${withArticle(formatLongDate(facts.expiryDate))}.`,
      priceLine(facts.price),
      `Email del cliente: ${customer.email}`,
      "",
      "Il cliente ha ricevuto un promemoria con il link per chiedere il rinnovo; la richiesta comparirà nel pannello di amministrazione, scheda Richieste.",
      `${links.siteUrl.replace(/\/+$/, "")}/admin/dashboard?tab=requests&kind=renewal`,
    ].join("\n"),
  };
}
