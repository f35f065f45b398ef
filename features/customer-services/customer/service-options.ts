import type { PortalService } from "#features/customer-portal/portal-views";
import {
  customerTicketCategories,
  customerTicketPriorities,
} from "#features/tickets/customer.schema";
import { ticketCategoryLabels, ticketPriorityLabels } from "#features/tickets/ticket-values";

/** Select options shared by the customer forms. */
export const serviceOptions = (services: readonly PortalService[] | undefined) =>
  (services ?? []).map((s) => ({ value: String(s.id), label: s.serviceName }));

export const categoryOptions = customerTicketCategories.map((value) => ({
  value,
  label: ticketCategoryLabels[value],
}));

export const priorityOptions = customerTicketPriorities.map((value) => ({
  value,
  label: ticketPriorityLabels[value],
}));
