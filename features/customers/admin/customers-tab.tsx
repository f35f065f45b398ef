import type { AdminCustomer } from "../customers.schema";
import { CrudTab, deleteItem, entityTexts } from "#app/components/admin/shared/crud-tab";
import { CustomerDialog } from "./customer-dialog";
import { customerTable, fullName } from "./customer-list";
import { customersPath, useCustomerMutations } from "./customer-api";
import { activeFilter } from "#app/components/admin/shared/list-toolbar";

/** The 'Clienti' view: customer accounts with search and status filter (registered in the admin tabs). */
export function CustomersTab() {
  return (
    <CrudTab<AdminCustomer>
      description="Gli account dell'area clienti: dati anagrafici, accesso e stato."
      align="start"
      path={customersPath}
      {...entityTexts("il cliente", "i clienti", fullName)}
      toolbar={{
        placeholder: "Nome, email o azienda",
        filters: [activeFilter],
        exportPath: customersPath,
      }}
      countTestId="customers-count"
      emptyText="Nessun cliente registrato. Crea il primo con «Nuovo cliente»."
      emptyRounded="xl"
      items={customerTable}
      dialog={CustomerDialog}
      remove={deleteItem(useCustomerMutations().remove)}
      confirm={{
        warning:
          "Verranno eliminati anche i suoi servizi e le comunicazioni; i ticket restano in archivio. Questa azione non può essere annullata.",
      }}
    />
  );
}
