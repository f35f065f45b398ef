import type { ServiceStatus } from "../customer-services/customer-service-values";

/**
 * The customer area's value lists with their Italian labels (back-office.md sections 3 and 4):
 * the one list of ticket statuses, priorities and categories, communication types and request
 * statuses that the database enums (features/<entity>/<entity>.table.ts), the zod schemas, the dashboard, the
 * back office and the mails use. Browser-safe: no zod, no drizzle. The public ticket form and
 * the dashboard's ticket form offer subsets of the priorities and categories.
 */
export const ticketStatuses = ["open", "in_progress", "closed"] as const;
/** Data-model priorities plus the public form's 'critical'. */
export const ticketPriorities = ["low", "medium", "high", "urgent", "critical"] as const;
/** Data-model categories plus the public form's 'feature' and 'account'. */
export const ticketCategories = ["technical", "billing", "general", "feature", "account"] as const;
export const communicationTypes = ["info", "warning", "alert", "announcement"] as const;
export const requestStatuses = ["pending", "answered", "approved", "rejected"] as const;
/** Who wrote a message of a ticket thread. */
export const ticketAuthorTypes = ["customer", "admin"] as const;

export type TicketStatus = (typeof ticketStatuses)[number];
export type TicketPriority = (typeof ticketPriorities)[number];
export type TicketCategory = (typeof ticketCategories)[number];
export type CommunicationType = (typeof communicationTypes)[number];
export type RequestStatus = (typeof requestStatuses)[number];
export type TicketAuthorType = (typeof ticketAuthorTypes)[number];

/** The customer's own view of a service status (green, yellow, red, grey badges). */
export const customerServiceStatusLabels: Record<ServiceStatus, string> = {
  active: "Attivo",
  suspended: "Sospeso",
  expired: "Scaduto",
  cancelled: "Disdetto",
};

export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: "Aperto",
  in_progress: "In lavorazione",
  closed: "Chiuso",
};

export const ticketPriorityLabels: Record<TicketPriority, string> = {
  low: "Bassa",
  medium: "Media",
  high: "Alta",
  urgent: "Urgente",
  critical: "Critica",
};

export const ticketCategoryLabels: Record<TicketCategory, string> = {
  technical: "Supporto tecnico",
  billing: "Amministrazione e fatturazione",
  general: "Informazioni generali",
  feature: "Richiesta di nuove funzionalità",
  account: "Account e accessi",
};

export const communicationTypeLabels: Record<CommunicationType, string> = {
  info: "Informazione",
  warning: "Avviso",
  alert: "Importante",
  announcement: "Annuncio",
};

export const requestStatusLabels: Record<RequestStatus, string> = {
  pending: "In attesa",
  answered: "Risposta inviata",
  approved: "Approvata",
  rejected: "Respinta",
};

/** An open ticket for the counters: status open or in_progress. */
export const isOpenTicket = (status: TicketStatus) => status !== "closed";
