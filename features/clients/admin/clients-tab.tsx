import type { ClientRecord } from "../clients.schema";
import { CrudTab, tabDeleteById, entityTexts } from "#kit/admin/crud-tab";
import { optionsOf } from "#kit/admin/list-toolbar";
import { clientsApi } from "./clients-api";
import { ClientDialog } from "./client-dialog";
import { clientCards } from "./client-list";

/**
 * The 'Referenze' tab (../shared/spec/back-office.md §2): client logos with name, website, featured
 * flag and sort order; add, edit, delete. `?tab=clients&new=1` (the dashboard's quick action)
 * opens the create dialog.
 */
export function ClientsTab() {
  return (
    <CrudTab<ClientRecord>
      description="I clienti che hanno scelto Scaligera Digital. Quelli in evidenza compaiono nel portfolio."
      newFromUrl
      {...entityTexts("il cliente", "i clienti", (client: ClientRecord) => client.name)}
      noun={{ one: "referenza", many: "referenze" }}
      path={clientsApi.path}
      toolbar={{
        label: "Filtra le referenze",
        placeholder: "Nome o sito web",
        sorts: optionsOf({ name: "Nome", featured: "In evidenza", sortOrder: "Ordine" }),
      }}
      emptyText={'Nessun cliente presente. Aggiungi il primo con "Nuovo cliente".'}
      items={clientCards}
      dialog={ClientDialog}
      remove={tabDeleteById(clientsApi.useDelete(), "Cliente eliminato")}
    />
  );
}
