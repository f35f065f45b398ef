import type { BadgeTone } from "#kit/ui/badge";

/**
 * Tickets' value lists with their Italian labels (../shared/spec/back-office.md §3, §4): the one
 * list of statuses, priorities, categories and authors that the table (tickets.table.ts), the zod
 * schemas, the dashboard, the back office and the mails use. Browser-safe: no zod, no drizzle.
 * Every form (public, customer area, back office) offers the one scale of priorities (decision
 * 053); the public ticket form and the dashboard's ticket form offer subsets of the categories.
 */
export const ticketStatuses = ["open", "in_progress", "closed"] as const;
/**
 * The one priority scale of tickets, lowest first (decision 053): the levels of the support
 * page's service-level table. The data model's old 'urgent' became 'critical' (migration 0016).
 */
export const ticketPriorities = ["low", "medium", "high", "critical"] as const;
/** Data-model categories plus the public form's 'feature' and 'account'. */
export const ticketCategories = ["technical", "billing", "general", "feature", "account"] as const;
/** Who wrote a message of a ticket thread. */
export const ticketAuthorTypes = ["customer", "admin"] as const;

/** Who closed a ticket. */
export const ticketClosers = ["customer", "admin"] as const;
/** The days a customer may reopen a closed ticket (PRODUCT: issue 26). */
export const REOPEN_DAYS = 7;

export type TicketCloser = (typeof ticketClosers)[number];
export type TicketStatus = (typeof ticketStatuses)[number];
export type TicketPriority = (typeof ticketPriorities)[number];
export type TicketCategory = (typeof ticketCategories)[number];
export type TicketAuthorType = (typeof ticketAuthorTypes)[number];

export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: "Aperto",
  in_progress: "In lavorazione",
  closed: "Chiuso",
};

/** The badge colour of each status, in the back office and the customer area alike. */
export const ticketStatusTones: Record<TicketStatus, BadgeTone> = {
  open: "blue",
  in_progress: "warning",
  closed: "neutral",
};

export const ticketPriorityLabels: Record<TicketPriority, string> = {
  low: "Bassa",
  medium: "Media",
  high: "Alta",
  critical: "Critica",
};

export const ticketCategoryLabels: Record<TicketCategory, string> = {
  technical: "Supporto tecnico",
  billing: "Amministrazione e fatturazione",
  general: "Informazioni generali",
  feature: "Richiesta di nuove funzionalità",
  account: "Account e accessi",
};

/** An open ticket for the counters: status open or in_progress. */
export const isOpenTicket = (status: TicketStatus) => status !== "closed";
