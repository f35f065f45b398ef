import type { PartnerRecord } from "../partners.schema";
import { CrudTab, tabDeleteById, entityTexts } from "#kit/admin/crud-tab";
import { partnersApi } from "./partners-api";
import { PartnerDialog } from "./partner-dialog";
import { partnerTable } from "./partner-list";

/**
 * The 'Partner Certificati' tab (../shared/spec/back-office.md §2): every partner, active or not,
 * with level badge, type, featured and active flags; add, edit, delete.
 */
export function PartnersTab() {
  return (
    <CrudTab<PartnerRecord>
      description="I produttori e i partner tecnologici. La home page mostra i primi otto partner attivi."
      {...entityTexts("il partner", "i partner", (partner: PartnerRecord) => partner.name)}
      path={partnersApi.path}
      toolbar={{ placeholder: "Nome, descrizione o sito web" }}
      emptyText={'Nessun partner presente. Aggiungi il primo con "Nuovo partner".'}
      items={partnerTable}
      dialog={PartnerDialog}
      remove={tabDeleteById(partnersApi.useDelete(), "Partner eliminato con successo")}
    />
  );
}
