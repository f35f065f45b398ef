/**
 * The back office's needs-attention counters (issue 11, decision 023): their names, the filtered
 * list each one opens (the list's URL parameters) and the accessible text of its badge.
 * Browser-safe.
 */
export const attentionKeys = [
  "contacts",
  "tickets",
  "info",
  "cancellations",
  "renewals",
  "expiring",
] as const;
export type AttentionKey = (typeof attentionKeys)[number];
export type AttentionCounts = Record<AttentionKey, number>;

type AttentionItem = {
  /** The tab that lists them, and its filters. */
  tab: "contacts" | "tickets" | "requests" | "service-assignments";
  params: Record<string, string>;
  /** The dashboard card's title. */
  label: string;
  /** "3 contatti non letti": the badge's accessible name. */
  text: (n: number) => string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The customers' requests of one kind still waiting: "2 richieste di rinnovo in attesa". */
const pendingRequests = (kind: string, what: string): AttentionItem => ({
  tab: "requests",
  params: { kind, status: "pending" },
  label: `Richieste di ${what} in attesa`,
  text: (n) => plural(n, `richiesta di ${what} in attesa`, `richieste di ${what} in attesa`),
});

export const attentionItems: Record<AttentionKey, AttentionItem> = {
  contacts: {
    tab: "contacts",
    params: { read: "unread" },
    label: "Contatti non letti",
    text: (n) => plural(n, "contatto non letto", "contatti non letti"),
  },
  tickets: {
    tab: "tickets",
    params: { awaiting: "1" },
    label: "Ticket in attesa di risposta",
    text: (n) => plural(n, "ticket in attesa di risposta", "ticket in attesa di risposta"),
  },
  info: pendingRequests("info", "informazioni"),
  cancellations: pendingRequests("cancellation", "disdetta"),
  renewals: pendingRequests("renewal", "rinnovo"),
  expiring: {
    tab: "service-assignments",
    params: { expiring: "30" },
    label: "Servizi in scadenza entro 30 giorni",
    text: (n) =>
      plural(n, "servizio in scadenza entro 30 giorni", "servizi in scadenza entro 30 giorni"),
  },
};
