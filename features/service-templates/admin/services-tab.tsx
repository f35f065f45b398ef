import type { ServiceTemplate } from "../service-templates.schema";
import { CrudTab, tabDeleteItem, entityTexts } from "#kit/admin/crud-tab";
import { TemplateDialog } from "./template-dialog";
import { templateTable } from "./template-list";
import { serviceTemplatesPath, useTemplateMutations } from "./template-api";
import { activeFilter } from "#kit/admin/list-toolbar";

/** The 'Servizi' view: the catalogue of service templates (registered in the admin tabs). */
export function ServicesTab() {
  return (
    <CrudTab<ServiceTemplate>
      description="Il catalogo dei servizi che si assegnano ai clienti: hosting, manutenzione, sviluppo, consulenza e pacchetti a monte ore."
      align="start"
      {...entityTexts("il servizio", "i servizi", (template: ServiceTemplate) => template.name)}
      path={serviceTemplatesPath}
      toolbar={{
        label: "Filtra il catalogo",
        placeholder: "Nome o descrizione",
        filters: [activeFilter],
      }}
      emptyText="Nessun servizio nel catalogo. Crea il primo con «Nuovo servizio»."
      emptyRounded="xl"
      items={templateTable}
      dialog={TemplateDialog}
      confirm={{
        warning:
          "I servizi già assegnati ai clienti restano, senza collegamento al catalogo. Questa azione non può essere annullata.",
      }}
      remove={tabDeleteItem(useTemplateMutations().remove)}
    />
  );
}
