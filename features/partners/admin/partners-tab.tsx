import type { PartnerRecord } from "../partners.schema";
import { CrudTab } from "#app/components/admin/shared/crud-tab";
import { withToasts } from "#app/components/admin/shared/mutation-toasts";
import { partnersPath, useDeletePartner } from "./partners-api";
import { ListToolbar } from "#app/components/admin/shared/list-toolbar";
import { useAdminList } from "#app/components/admin/shared/use-admin-list";
import { PartnerDialog } from "./partner-dialog";
import { PartnerList } from "./partner-list";

/**
 * The 'Partner Certificati' tab (back-office.md section 2): every partner, active or not, with
 * level badge, type, featured and active flags; add, edit, delete.
 */
export function PartnersTab() {
  const remove = useDeletePartner();
  const list = useAdminList<PartnerRecord>(partnersPath);
  return (
    <CrudTab<PartnerRecord>
      tabId="partners"
      title="Partner Certificati"
      description="I produttori e i partner tecnologici. La home page mostra i primi otto partner attivi."
      newLabel="Nuovo partner"
      list={list}
      noun="partner"
      toolbar={
        <ListToolbar
          list={list}
          idPrefix="partners"
          label="Filtra i partner"
          placeholder="Nome, descrizione o sito web"
        />
      }
      noMatchText="Nessun partner corrisponde alla ricerca."
      errorText="Impossibile caricare i partner. Ricarica la pagina tra qualche istante."
      emptyText={'Nessun partner presente. Aggiungi il primo con "Nuovo partner".'}
      items={(partners, handlers) => (
        <PartnerList partners={partners} sorting={list} {...handlers} />
      )}
      dialog={(partner, close) => <PartnerDialog partner={partner} onClose={close} />}
      remove={{
        pending: remove.isPending,
        run: (partner, done) =>
          remove.mutate(
            partner.id,
            withToasts("Partner eliminato con successo", "Errore durante l'eliminazione", done),
          ),
      }}
      confirm={{ text: (partner) => `Sei sicuro di voler eliminare il partner "${partner.name}"?` }}
    />
  );
}
