import { ticketPriorityLabels, ticketStatusLabels } from "../ticket-values";
import { CustomerCombobox } from "#features/customers/admin/customer-combobox";
import { filterOf, ListToolbar, optionsOf } from "#kit/admin/list-toolbar";
import type { AdminList } from "#kit/admin/use-admin-list";

type Props = { list: AdminList };

const allCustomers = [{ value: "", label: "Tutti i clienti" }];

/**
 * Search, then status, priority, customer and awaiting-reply filters of the ticket desk (empty
 * value: all; `?status=&priority=&customerId=&awaiting=1` in the URL), and the sort. The
 * customer is found by typing (a type-ahead over the customers' search), not in a list of all.
 */
export function TicketFilters({ list }: Props) {
  return (
    <ListToolbar
      list={list}
      label="Filtra i ticket"
      placeholder="Titolo, richiedente, email o azienda"
      filters={[
        filterOf("status", "Stato", "Tutti gli stati", optionsOf(ticketStatusLabels)),
        filterOf("priority", "Priorità", "Tutte le priorità", optionsOf(ticketPriorityLabels)),
        filterOf("awaiting", "Risposta", "Tutti i ticket", [
          { value: "1", label: "In attesa di una nostra risposta" },
        ]),
      ]}
      sorts={optionsOf({
        activity: "Ultima attività",
        id: "Numero",
        title: "Titolo",
        status: "Stato",
        priority: "Priorità",
      })}
    >
      <CustomerCombobox
        id="tickets-customerId"
        label="Cliente"
        extras={allCustomers}
        placeholder="Tutti i clienti: scrivi per cercare"
        value={list.filters.customerId ?? ""}
        onChange={(value) => list.setFilter("customerId", value)}
      />
    </ListToolbar>
  );
}
