import type { ServiceTemplate } from "../service-templates.schema";
import { ConfirmDeleteDialog } from "#app/components/admin/shared/confirm-delete-dialog";
import { AdminTabHeader, ListStates } from "#app/components/admin/shared/tab-parts";
import { useCrudTab } from "#app/components/admin/shared/use-crud-tab";
import { TemplateDialog } from "./template-dialog";
import { TemplateList } from "./template-list";
import { useServiceTemplates, useTemplateMutations } from "./template-api";

/** The 'Servizi' view: the catalogue of service templates (registered in ../admin-tabs.tsx). */
export function ServicesTab() {
  const query = useServiceTemplates();
  const { create, update, remove } = useTemplateMutations();
  const crud = useCrudTab<ServiceTemplate>({
    deletePending: remove.isPending,
    deleteItem: (template, done) => remove.mutate(template, { onSuccess: done }),
  });
  const editing = crud.dialog;

  return (
    <section aria-labelledby="admin-tab-services" className="grid gap-6">
      <AdminTabHeader
        titleId="admin-tab-services"
        title="Servizi"
        description="Il catalogo dei servizi che si assegnano ai clienti: hosting, manutenzione, sviluppo, consulenza e pacchetti a monte ore."
        newLabel="Nuovo servizio"
        onNew={() => crud.open(null)}
        align="start"
      />

      <ListStates
        query={query}
        errorText="Impossibile caricare i servizi. Ricarica la pagina tra qualche istante."
        emptyText="Nessun servizio nel catalogo. Crea il primo con «Nuovo servizio»."
        emptyRounded="xl"
      >
        {(templates) => (
          <TemplateList templates={templates} onEdit={crud.open} onDelete={crud.setDeleting} />
        )}
      </ListStates>

      {editing ? (
        <TemplateDialog
          key={editing.key}
          open
          template={editing.item}
          pending={create.isPending || update.isPending}
          onOpenChange={crud.onDialogOpenChange}
          onSubmit={(input) => {
            const done = { onSuccess: crud.closeDialog };
            if (editing.item) update.mutate({ id: editing.item.id, input }, done);
            else create.mutate(input, done);
          }}
        />
      ) : null}

      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={`Sei sicuro di voler eliminare il servizio "${crud.deleting?.name ?? ""}"?`}
        warning="I servizi già assegnati ai clienti restano, senza collegamento al catalogo. Questa azione non può essere annullata."
      />
    </section>
  );
}
