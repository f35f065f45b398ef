import { useState } from "react";
import type { AdminCustomer } from "../customers.schema";
import { CrudTab, tabDeleteItem, entityTexts } from "#kit/admin/crud-tab";
import { AccessLinkConfirm } from "./access-link-confirm";
import { CustomerDialog } from "./customer-dialog";
import { customerTable, fullName } from "./customer-list";
import { customersPath, useCustomerMutations } from "./customer-api";
import { activeFilter } from "#kit/admin/list-toolbar";

/** The 'Clienti' view: customer accounts with search and status filter (registered in the admin tabs). */
export function CustomersTab() {
  const { remove, sendLink } = useCustomerMutations();
  const [linkFor, setLinkFor] = useState<AdminCustomer | null>(null);
  return (
    <>
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
        items={customerTable(setLinkFor)}
        dialog={CustomerDialog}
        remove={tabDeleteItem(remove)}
        confirm={{
          warning:
            "Verranno eliminati anche i suoi servizi e le comunicazioni; i ticket restano in archivio. Questa azione non può essere annullata.",
        }}
      />
      <AccessLinkConfirm
        customer={linkFor}
        pending={sendLink.isPending}
        onClose={() => setLinkFor(null)}
        onConfirm={(customer) => sendLink.mutate(customer, { onSuccess: () => setLinkFor(null) })}
      />
    </>
  );
}
