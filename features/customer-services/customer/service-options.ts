import { useQuery } from "@tanstack/react-query";
import { customerApi, customerKeys } from "#app/lib/customer-api";
import type { PortalService } from "#features/customer-portal/portal-views";
import {
  customerTicketCategories,
  customerTicketPriorities,
} from "#features/tickets/customer.schema";
import { ticketCategoryLabels, ticketPriorityLabels } from "#features/tickets/ticket-values";

/** The customer's services for a form's 'Servizio' choice, read once its dialog is open. */
export const useServiceChoices = (open: boolean) =>
  useQuery({ queryKey: customerKeys.services, queryFn: customerApi.services, enabled: open });

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
