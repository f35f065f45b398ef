import type { ClientRecord } from "../clients.schema";
import { CrudTab } from "#app/components/admin/shared/crud-tab";
import { withToasts } from "#app/components/admin/shared/mutation-toasts";
import { clientsPath, useDeleteClient } from "./clients-api";
import { ListToolbar } from "#app/components/admin/shared/list-toolbar";
import { useAdminList } from "#app/components/admin/shared/use-admin-list";
import { ClientDialog } from "./client-dialog";
import { ClientList } from "./client-list";

/**
 * The 'Referenze' tab (back-office.md section 2): client logos with name, website, featured
 * flag and sort order; add, edit, delete. `?tab=clients&new=1` (the dashboard's quick action)
 * opens the create dialog.
 */
export function ClientsTab() {
  const remove = useDeleteClient();
  const list = useAdminList<ClientRecord>(clientsPath);
  return (
    <CrudTab<ClientRecord>
      tabId="clients"
      title="Referenze"
      description="I clienti che hanno scelto Scaligera Digital. Quelli in evidenza compaiono nel portfolio."
      newLabel="Nuovo cliente"
      newFromUrl
      list={list}
      noun="referenze"
      toolbar={
        <ListToolbar
          list={list}
          idPrefix="clients"
          label="Filtra le referenze"
          placeholder="Nome o sito web"
          sorts={[
            { value: "name", label: "Nome" },
            { value: "featured", label: "In evidenza" },
            { value: "sortOrder", label: "Ordine" },
          ]}
        />
      }
      noMatchText="Nessun cliente corrisponde alla ricerca."
      errorText="Impossibile caricare i clienti. Ricarica la pagina tra qualche istante."
      emptyText={'Nessun cliente presente. Aggiungi il primo con "Nuovo cliente".'}
      items={(clients, handlers) => <ClientList clients={clients} {...handlers} />}
      dialog={(client, close) => <ClientDialog client={client} onClose={close} />}
      remove={{
        pending: remove.isPending,
        run: (client, done) =>
          remove.mutate(
            client.id,
            withToasts("Cliente eliminato", "Errore durante l'eliminazione", done),
          ),
      }}
      confirm={{ text: (client) => `Sei sicuro di voler eliminare il cliente "${client.name}"?` }}
    />
  );
}
