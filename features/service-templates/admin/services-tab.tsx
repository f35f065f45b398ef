import type { ServiceTemplate } from "../service-templates.schema";
import { CrudTab, deleteItem } from "#app/components/admin/shared/crud-tab";
import { TemplateDialog } from "./template-dialog";
import { TemplateList } from "./template-list";
import { serviceTemplatesPath, useTemplateMutations } from "./template-api";
import { activeFilter } from "#app/components/admin/shared/list-toolbar";

/** The 'Servizi' view: the catalogue of service templates (registered in the admin tabs). */
export function ServicesTab() {
  const { remove } = useTemplateMutations();
  return (
    <CrudTab<ServiceTemplate>
      tabId="services"
      title="Servizi"
      description="Il catalogo dei servizi che si assegnano ai clienti: hosting, manutenzione, sviluppo, consulenza e pacchetti a monte ore."
      newLabel="Nuovo servizio"
      align="start"
      path={serviceTemplatesPath}
      filterNames={[activeFilter.name]}
      noun="servizi"
      toolbar={{
        label: "Filtra il catalogo",
        placeholder: "Nome o descrizione",
        filters: [activeFilter],
      }}
      noMatchText="Nessun servizio corrisponde alla ricerca."
      errorText="Impossibile caricare i servizi. Ricarica la pagina tra qualche istante."
      emptyText="Nessun servizio nel catalogo. Crea il primo con «Nuovo servizio»."
      emptyRounded="xl"
      items={(templates, handlers, list) => (
        <TemplateList templates={templates} sorting={list} {...handlers} />
      )}
      dialog={TemplateDialog}
      remove={deleteItem(remove)}
      confirm={{
        text: (template) => `Sei sicuro di voler eliminare il servizio "${template.name}"?`,
        warning:
          "I servizi già assegnati ai clienti restano, senza collegamento al catalogo. Questa azione non può essere annullata.",
      }}
    />
  );
}
