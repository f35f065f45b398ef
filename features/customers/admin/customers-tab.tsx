import type { AdminCustomer } from "../customers.schema";
import { CrudTab, deleteItem } from "#app/components/admin/shared/crud-tab";
import { CustomerDialog } from "./customer-dialog";
import { CustomerFiltersBar } from "./customer-filters";
import { CustomerList } from "./customer-list";
import { customersPath, useCustomerMutations } from "./customer-api";
import { activeFilter } from "#app/components/admin/shared/list-toolbar";

const fullName = (customer: AdminCustomer) => `${customer.firstName} ${customer.lastName}`;

/** The 'Clienti' view: customer accounts with search and status filter (registered in the admin tabs). */
export function CustomersTab() {
  const { remove } = useCustomerMutations();

  return (
    <CrudTab<AdminCustomer>
      tabId="customers"
      title="Clienti"
      description="Gli account dell'area clienti: dati anagrafici, accesso e stato."
      newLabel="Nuovo cliente"
      align="start"
      path={customersPath}
      filterNames={[activeFilter.name]}
      noun="clienti"
      toolbar={(list) => <CustomerFiltersBar list={list} />}
      noMatchText="Nessun cliente corrisponde alla ricerca."
      countTestId="customers-count"
      errorText="Impossibile caricare i clienti. Ricarica la pagina tra qualche istante."
      emptyText="Nessun cliente registrato. Crea il primo con «Nuovo cliente»."
      emptyRounded="xl"
      items={(customers, handlers, list) => (
        <CustomerList customers={customers} sorting={list} {...handlers} />
      )}
      dialog={CustomerDialog}
      remove={deleteItem(remove)}
      confirm={{
        text: (customer) => `Sei sicuro di voler eliminare il cliente "${fullName(customer)}"?`,
        warning:
          "Verranno eliminati anche i suoi servizi e le comunicazioni; i ticket restano in archivio. Questa azione non può essere annullata.",
      }}
    />
  );
}
