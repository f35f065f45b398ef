import type { ClientRecord } from "../clients.schema";
import { CrudTab, deleteById } from "#app/components/admin/shared/crud-tab";
import { clientsPath, useDeleteClient } from "./clients-api";
import { ClientDialog } from "./client-dialog";
import { ClientList } from "./client-list";

/**
 * The 'Referenze' tab (back-office.md section 2): client logos with name, website, featured
 * flag and sort order; add, edit, delete. `?tab=clients&new=1` (the dashboard's quick action)
 * opens the create dialog.
 */
export function ClientsTab() {
  return (
    <CrudTab<ClientRecord>
      tabId="clients"
      title="Referenze"
      description="I clienti che hanno scelto Scaligera Digital. Quelli in evidenza compaiono nel portfolio."
      newLabel="Nuovo cliente"
      newFromUrl
      path={clientsPath}
      noun="referenze"
      toolbar={{
        label: "Filtra le referenze",
        placeholder: "Nome o sito web",
        sorts: [
          { value: "name", label: "Nome" },
          { value: "featured", label: "In evidenza" },
          { value: "sortOrder", label: "Ordine" },
        ],
      }}
      noMatchText="Nessun cliente corrisponde alla ricerca."
      errorText="Impossibile caricare i clienti. Ricarica la pagina tra qualche istante."
      emptyText={'Nessun cliente presente. Aggiungi il primo con "Nuovo cliente".'}
      items={(clients, handlers) => <ClientList clients={clients} {...handlers} />}
      dialog={ClientDialog}
      remove={deleteById(useDeleteClient(), "Cliente eliminato")}
      confirm={{ text: (client) => `Sei sicuro di voler eliminare il cliente "${client.name}"?` }}
    />
  );
}
