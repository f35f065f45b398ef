import type { PartnerRecord } from "../partners.schema";
import { ConfirmDeleteDialog } from "#app/components/admin/shared/confirm-delete-dialog";
import { withToasts } from "#app/components/admin/shared/mutation-toasts";
import { AdminTabHeader, ListStates } from "#app/components/admin/shared/tab-parts";
import { useCrudTab } from "#app/components/admin/shared/use-crud-tab";
import { useDeletePartner, usePartners } from "./partners-api";
import { PartnerDialog } from "./partner-dialog";
import { PartnerList } from "./partner-list";

/**
 * The 'Partner Certificati' tab (back-office.md section 2): every partner, active or not, with
 * level badge, type, featured and active flags; add, edit, delete.
 */
export function PartnersTab() {
  const query = usePartners();
  const remove = useDeletePartner();
  const crud = useCrudTab<PartnerRecord>({
    deletePending: remove.isPending,
    deleteItem: (partner, done) =>
      remove.mutate(
        partner.id,
        withToasts("Partner eliminato con successo", "Errore durante l'eliminazione", done),
      ),
  });

  return (
    <section aria-labelledby="admin-tab-partners" className="grid gap-6">
      <AdminTabHeader
        titleId="admin-tab-partners"
        title="Partner Certificati"
        description="I produttori e i partner tecnologici. La home page mostra i primi otto partner attivi."
        newLabel="Nuovo partner"
        onNew={() => crud.open(null)}
      />

      <ListStates
        query={query}
        errorText="Impossibile caricare i partner. Ricarica la pagina tra qualche istante."
        emptyText={'Nessun partner presente. Aggiungi il primo con "Nuovo partner".'}
      >
        {(partners) => (
          <PartnerList partners={partners} onEdit={crud.open} onDelete={crud.setDeleting} />
        )}
      </ListStates>

      {crud.dialog ? (
        <PartnerDialog
          key={crud.dialog.key}
          partner={crud.dialog.item}
          onOpenChange={crud.onDialogOpenChange}
        />
      ) : null}
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={`Sei sicuro di voler eliminare il partner "${crud.deleting?.name ?? ""}"?`}
      />
    </section>
  );
}
