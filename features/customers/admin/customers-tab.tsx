import { useState } from "react";
import { filterCustomers, type AdminCustomer } from "../customers.schema";
import { CrudTab } from "#app/components/admin/shared/crud-tab";
import { CustomerDialog } from "./customer-dialog";
import { CustomerFiltersBar, type CustomerFilters } from "./customer-filters";
import { CustomerList } from "./customer-list";
import { useCustomerMutations, useCustomers } from "./customer-api";

const fullName = (customer: AdminCustomer) => `${customer.firstName} ${customer.lastName}`;

/** The 'Clienti' view: customer accounts with search and status filter (registered in the admin tabs). */
export function CustomersTab() {
  const { remove } = useCustomerMutations();
  const [filters, setFilters] = useState<CustomerFilters>({ search: "", status: "all" });

  return (
    <CrudTab<AdminCustomer>
      tabId="customers"
      title="Clienti"
      description="Gli account dell'area clienti: dati anagrafici, accesso e stato."
      newLabel="Nuovo cliente"
      align="start"
      query={useCustomers()}
      errorText="Impossibile caricare i clienti. Ricarica la pagina tra qualche istante."
      emptyText="Nessun cliente registrato. Crea il primo con «Nuovo cliente»."
      emptyRounded="xl"
      search={{
        bar: <CustomerFiltersBar filters={filters} onChange={setFilters} />,
        apply: (customers) => filterCustomers(customers, filters.search, filters.status),
        count: (shown, total) =>
          shown === total
            ? `${total} ${total === 1 ? "cliente" : "clienti"}`
            : `${shown} di ${total} clienti`,
        countTestId: "customers-count",
        noMatchText: "Nessun cliente corrisponde alla ricerca.",
      }}
      list={(customers, handlers) => <CustomerList customers={customers} {...handlers} />}
      dialog={(customer, close) => <CustomerDialog customer={customer} onClose={close} />}
      remove={{
        pending: remove.isPending,
        run: (customer, done) => remove.mutate(customer, { onSuccess: done }),
      }}
      confirm={{
        text: (customer) => `Sei sicuro di voler eliminare il cliente "${fullName(customer)}"?`,
        warning:
          "Verranno eliminati anche i suoi servizi e le comunicazioni; i ticket restano in archivio. Questa azione non può essere annullata.",
      }}
    />
  );
}
