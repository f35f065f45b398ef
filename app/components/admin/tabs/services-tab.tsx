import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ServiceTemplate } from "../../../../domain/service-templates/service-templates.schema";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { TemplateDialog } from "../service-templates/template-dialog";
import { TemplateList } from "../service-templates/template-list";
import { useServiceTemplates, useTemplateMutations } from "../service-templates/template-api";

type Editing = { template: ServiceTemplate | null; key: number };

/** The 'Servizi' view: the catalogue of service templates (registered in ../admin-tabs.tsx). */
export function ServicesTab() {
  const query = useServiceTemplates();
  const { create, update, remove } = useTemplateMutations();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ServiceTemplate | null>(null);
  const templates = query.data ?? [];

  const open = (template: ServiceTemplate | null) => setEditing({ template, key: Date.now() });
  const saving = create.isPending || update.isPending;

  return (
    <section aria-labelledby="admin-tab-services" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="admin-tab-services" className="text-2xl font-bold text-slate-900">
            Servizi
          </h2>
          <p className="mt-1 max-w-2xl text-slate-700">
            Il catalogo dei servizi che si assegnano ai clienti: hosting, manutenzione, sviluppo,
            consulenza e pacchetti a monte ore.
          </p>
        </div>
        <Button onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Nuovo servizio
        </Button>
      </div>

      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare i servizi. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}
      {query.isSuccess && templates.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          Nessun servizio nel catalogo. Crea il primo con «Nuovo servizio».
        </p>
      ) : null}
      {templates.length > 0 ? (
        <TemplateList templates={templates} onEdit={open} onDelete={setDeleting} />
      ) : null}

      {editing ? (
        <TemplateDialog
          key={editing.key}
          open
          template={editing.template}
          pending={saving}
          onOpenChange={(next) => {
            if (!next) setEditing(null);
          }}
          onSubmit={(input) => {
            const done = { onSuccess: () => setEditing(null) };
            if (editing.template) update.mutate({ id: editing.template.id, input }, done);
            else create.mutate(input, done);
          }}
        />
      ) : null}

      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        description={`Sei sicuro di voler eliminare il servizio "${deleting?.name ?? ""}"?`}
        warning="I servizi già assegnati ai clienti restano, senza collegamento al catalogo. Questa azione non può essere annullata."
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
