import { ticketPriorityLabels, ticketStatusLabels } from "../ticket-values";
import type { CustomerOption } from "#features/customers/customers.schema";
import { ListToolbar } from "#app/components/admin/shared/list-toolbar";
import type { AdminList } from "#app/components/admin/shared/use-admin-list";
import { optionsOf } from "./support-format";

type Props = { list: AdminList; customers: CustomerOption[] };

/**
 * Search, then status, priority, customer and awaiting-reply filters of the ticket desk (empty
 * value: all; `?status=&priority=&customerId=&awaiting=1` in the URL), and the sort.
 */
export function TicketFilters({ list, customers }: Props) {
  return (
    <ListToolbar
      list={list}
      idPrefix="tickets"
      label="Filtra i ticket"
      placeholder="Titolo, richiedente, email o azienda"
      filters={[
        {
          name: "status",
          label: "Stato",
          all: "Tutti gli stati",
          options: optionsOf(ticketStatusLabels),
        },
        {
          name: "priority",
          label: "Priorità",
          all: "Tutte le priorità",
          options: optionsOf(ticketPriorityLabels),
        },
        {
          name: "customerId",
          label: "Cliente",
          all: "Tutti i clienti",
          options: customers.map((c) => ({
            value: String(c.id),
            label: `${c.firstName} ${c.lastName}${c.companyName ? ` (${c.companyName})` : ""}`,
          })),
        },
        {
          name: "awaiting",
          label: "Risposta",
          all: "Tutti i ticket",
          options: [{ value: "1", label: "In attesa di una nostra risposta" }],
        },
      ]}
      sorts={[
        { value: "activity", label: "Ultima attività" },
        { value: "id", label: "Numero" },
        { value: "title", label: "Titolo" },
        { value: "status", label: "Stato" },
        { value: "priority", label: "Priorità" },
      ]}
    />
  );
}
