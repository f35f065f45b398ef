import { areaLines, signature, type MailLinks } from "#features/support-desk/desk-mail";
import { formatMinutes } from "./hour-values";

type Mail = { subject: string; text: string };

/**
 * The low-balance mails (decision 068): to the customer, and its copy to the company, when a
 * movement takes a package's balance under the threshold of Impostazioni. Pure.
 */
export function lowHoursMail(
  recipientName: string,
  service: { serviceName: string; balanceMinutes: number; thresholdHours: number },
  links: MailLinks,
): Mail {
  const left =
    service.balanceMinutes < 0
      ? `è esaurito: risultano ${formatMinutes(-service.balanceMinutes)} lavorate oltre le ore del pacchetto`
      : `è sceso a ${formatMinutes(service.balanceMinutes)}`;
  return {
    subject: `Monte ore quasi esaurito: ${service.serviceName}`,
    text: [
      `Gentile ${recipientName},`,
      "",
      `il monte ore del servizio "${service.serviceName}" ${left}, sotto la soglia di ${service.thresholdHours} ${service.thresholdHours === 1 ? "ora" : "ore"}.`,
      "Per continuare a ricevere assistenza senza interruzioni puoi chiederci una ricarica rispondendo a questa email.",
      ...areaLines(links, "Trovi il saldo e tutti i movimenti"),
      ...signature(links),
    ].join("\n"),
  };
}

/** The company's copy: who, which package, what is left. */
export function lowHoursCompanyMail(
  customer: { name: string; email: string },
  service: { serviceName: string; balanceMinutes: number; thresholdHours: number },
): Mail {
  return {
    subject: `Monte ore sotto soglia: ${service.serviceName} di ${customer.name}`,
    text: [
      `Il monte ore del servizio "${service.serviceName}" di ${customer.name} (${customer.email}) è ora di ${formatMinutes(service.balanceMinutes)}, sotto la soglia di ${service.thresholdHours} ${service.thresholdHours === 1 ? "ora" : "ore"}.`,
      "Il cliente ha ricevuto un avviso via email.",
    ].join("\n"),
  };
}
