import type { PartnerRecord } from "../partners.schema";
import { CrudTab, deleteById } from "#app/components/admin/shared/crud-tab";
import { partnersPath, useDeletePartner } from "./partners-api";
import { PartnerDialog } from "./partner-dialog";
import { PartnerList } from "./partner-list";

/**
 * The 'Partner Certificati' tab (back-office.md section 2): every partner, active or not, with
 * level badge, type, featured and active flags; add, edit, delete.
 */
export function PartnersTab() {
  return (
    <CrudTab<PartnerRecord>
      tabId="partners"
      title="Partner Certificati"
      description="I produttori e i partner tecnologici. La home page mostra i primi otto partner attivi."
      newLabel="Nuovo partner"
      path={partnersPath}
      noun="partner"
      toolbar={{ label: "Filtra i partner", placeholder: "Nome, descrizione o sito web" }}
      noMatchText="Nessun partner corrisponde alla ricerca."
      errorText="Impossibile caricare i partner. Ricarica la pagina tra qualche istante."
      emptyText={'Nessun partner presente. Aggiungi il primo con "Nuovo partner".'}
      items={(partners, handlers, list) => (
        <PartnerList partners={partners} sorting={list} {...handlers} />
      )}
      dialog={PartnerDialog}
      remove={deleteById(useDeletePartner(), "Partner eliminato con successo")}
      confirm={{ text: (partner) => `Sei sicuro di voler eliminare il partner "${partner.name}"?` }}
    />
  );
}
