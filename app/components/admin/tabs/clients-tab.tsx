import { useState } from "react";
import { useSearchParams } from "react-router";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ClientRecord } from "../../../../domain/clients/clients.schema";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { toastError, toastSuccess } from "../shared/mutation-toasts";
import { useClients, useDeleteClient } from "../clients/clients-api";
import { ClientDialog } from "../clients/client-dialog";
import { ClientList } from "../clients/client-list";

type Editing = { client: ClientRecord | null; key: number } | null;

/**
 * The 'Referenze' tab (back-office.md section 2): client logos with name, website, featured
 * flag and sort order; add, edit, delete. `?tab=clients&new=1` (the dashboard's quick action)
 * opens the create dialog.
 */
export function ClientsTab() {
  const query = useClients();
  const remove = useDeleteClient();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ClientRecord | null>(null);

  const open = (client: ClientRecord | null) => setEditing({ client, key: Date.now() });

  // `?new=1` (the dashboard's quick action) shows the create dialog until it is closed.
  const fromLink = params.get("new") === "1";
  const dialog: Editing = editing ?? (fromLink ? { client: null, key: 0 } : null);
  const closeDialog = () => {
    setEditing(null);
    if (!fromLink) return;
    const next = new URLSearchParams(params);
    next.delete("new");
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess("Cliente eliminato");
        setDeleting(null);
      },
      onError: (error) => toastError("Errore durante l'eliminazione", error),
    });
  };

  return (
    <section aria-labelledby="admin-tab-clients" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-tab-clients" className="text-2xl font-bold text-slate-900">
            Referenze
          </h2>
          <p className="mt-1 text-slate-700">
            I clienti che hanno scelto Scaligera Digital. Quelli in evidenza compaiono nel
            portfolio.
          </p>
        </div>
        <Button onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Nuovo cliente
        </Button>
      </div>

      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare i clienti. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          Nessun cliente presente. Aggiungi il primo con &quot;Nuovo cliente&quot;.
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ClientList clients={query.data} onEdit={open} onDelete={setDeleting} />
      ) : null}

      {dialog ? (
        <ClientDialog
          key={dialog.key}
          client={dialog.client}
          onOpenChange={(next) => {
            if (!next) closeDialog();
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        description={`Sei sicuro di voler eliminare il cliente "${deleting?.name ?? ""}"?`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
