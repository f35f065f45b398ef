import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { PartnerRecord } from "../../../../domain/partners/partners.schema";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { toastError, toastSuccess } from "../shared/mutation-toasts";
import { useDeletePartner, usePartners } from "../partners/partners-api";
import { PartnerDialog } from "../partners/partner-dialog";
import { PartnerList } from "../partners/partner-list";

type Editing = { partner: PartnerRecord | null; key: number } | null;

/**
 * The 'Partner Certificati' tab (back-office.md section 2): every partner, active or not, with
 * level badge, type, featured and active flags; add, edit, delete.
 */
export function PartnersTab() {
  const query = usePartners();
  const remove = useDeletePartner();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PartnerRecord | null>(null);

  const open = (partner: PartnerRecord | null) => setEditing({ partner, key: Date.now() });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess("Partner eliminato con successo");
        setDeleting(null);
      },
      onError: (error) => toastError("Errore durante l'eliminazione", error),
    });
  };

  return (
    <section aria-labelledby="admin-tab-partners" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-tab-partners" className="text-2xl font-bold text-slate-900">
            Partner Certificati
          </h2>
          <p className="mt-1 text-slate-700">
            I produttori e i partner tecnologici. La home page mostra i primi otto partner attivi.
          </p>
        </div>
        <Button onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Nuovo partner
        </Button>
      </div>

      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare i partner. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          Nessun partner presente. Aggiungi il primo con &quot;Nuovo partner&quot;.
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <PartnerList partners={query.data} onEdit={open} onDelete={setDeleting} />
      ) : null}

      {editing ? (
        <PartnerDialog
          key={editing.key}
          partner={editing.partner}
          onOpenChange={(next) => {
            if (!next) setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        description={`Sei sicuro di voler eliminare il partner "${deleting?.name ?? ""}"?`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
