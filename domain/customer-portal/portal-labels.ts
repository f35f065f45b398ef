/**
 * Italian labels of the customer area (back-office.md sections 3 and 4). Browser-safe, shared by
 * the dashboard and the mails. The value lists repeat db/schema/customers.ts so the browser
 * bundle does not pull in the database schema (portal-labels.test.ts keeps them equal).
 */
export const serviceStatuses = ["active", "suspended", "expired", "cancelled"] as const;
export const ticketStatuses = ["open", "in_progress", "closed"] as const;
export const ticketPriorities = ["low", "medium", "high", "urgent", "critical"] as const;
export const ticketCategories = ["technical", "billing", "general", "feature", "account"] as const;
export const communicationTypes = ["info", "warning", "alert", "announcement"] as const;
export const requestStatuses = ["pending", "answered", "approved", "rejected"] as const;

export type ServiceStatus = (typeof serviceStatuses)[number];
export type TicketStatus = (typeof ticketStatuses)[number];
export type TicketPriority = (typeof ticketPriorities)[number];
export type TicketCategory = (typeof ticketCategories)[number];
export type CommunicationType = (typeof communicationTypes)[number];
export type RequestStatus = (typeof requestStatuses)[number];

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
