import type { ClientRecord } from "../clients.schema";
import { ConfirmDeleteDialog } from "#app/components/admin/shared/confirm-delete-dialog";
import { withToasts } from "#app/components/admin/shared/mutation-toasts";
import { AdminTabHeader, ListStates } from "#app/components/admin/shared/tab-parts";
import { useCrudTab } from "#app/components/admin/shared/use-crud-tab";
import { useClients, useDeleteClient } from "./clients-api";
import { ClientDialog } from "./client-dialog";
import { ClientList } from "./client-list";

/**
 * The 'Referenze' tab (back-office.md section 2): client logos with name, website, featured
 * flag and sort order; add, edit, delete. `?tab=clients&new=1` (the dashboard's quick action)
 * opens the create dialog.
 */
export function ClientsTab() {
  const query = useClients();
  const remove = useDeleteClient();
  const crud = useCrudTab<ClientRecord>({
    newFromUrl: true,
    deletePending: remove.isPending,
    deleteItem: (client, done) =>
      remove.mutate(
        client.id,
        withToasts("Cliente eliminato", "Errore durante l'eliminazione", done),
      ),
  });

  return (
    <section aria-labelledby="admin-tab-clients" className="grid gap-6">
      <AdminTabHeader
        titleId="admin-tab-clients"
        title="Referenze"
        description="I clienti che hanno scelto Scaligera Digital. Quelli in evidenza compaiono nel portfolio."
        newLabel="Nuovo cliente"
        onNew={() => crud.open(null)}
      />

      <ListStates
        query={query}
        errorText="Impossibile caricare i clienti. Ricarica la pagina tra qualche istante."
        emptyText={'Nessun cliente presente. Aggiungi il primo con "Nuovo cliente".'}
      >
        {(clients) => (
          <ClientList clients={clients} onEdit={crud.open} onDelete={crud.setDeleting} />
        )}
      </ListStates>

      {crud.dialog ? (
        <ClientDialog
          key={crud.dialog.key}
          client={crud.dialog.item}
          onOpenChange={crud.onDialogOpenChange}
        />
      ) : null}
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={`Sei sicuro di voler eliminare il cliente "${crud.deleting?.name ?? ""}"?`}
      />
    </section>
  );
}
