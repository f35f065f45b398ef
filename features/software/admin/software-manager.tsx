import { useState } from "react";
import { Plus } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/lib/use-toast";
import { ConfirmDeleteDialog } from "#app/components/admin/shared/confirm-delete-dialog";
import type { SoftwareItem } from "../software.schema";
import { SoftwareDialog } from "./software-dialog";
import { SoftwareTable } from "./software-table";
import { toastSoftwareError, useDeleteSoftware, useSoftwareList } from "./software-queries";

type Props = {
  /** The tab shows the title as an h2 with this id; the /admin/software page has it as its h1. */
  titleId?: string;
};

/**
 * 'Gestione Software Scaricabile': the table, the create/edit dialog and the delete
 * confirmation, shared by the Software tab and the /admin/software page.
 */
export function SoftwareManager({ titleId }: Props) {
  const list = useSoftwareList();
  const remove = useDeleteSoftware();
  const [editing, setEditing] = useState<{ item: SoftwareItem | null } | null>(null);
  const [deleting, setDeleting] = useState<SoftwareItem | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: "Software eliminato con successo" });
        setDeleting(null);
      },
      onError: (error) => toastSoftwareError(error, "Errore nell'eliminazione del software"),
    });
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-6" data-testid="software-manager">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          {titleId ? (
            <h2 id={titleId} className="text-2xl font-bold text-slate-900">
              Gestione Software Scaricabile
            </h2>
          ) : null}
          <p className="mt-1 max-w-2xl text-slate-700">
            Programmi, driver e strumenti di teleassistenza che i clienti scaricano dall'area
            clienti. Il software inattivo resta qui ma non è visibile al pubblico.
          </p>
        </div>
        <Button onClick={() => setEditing({ item: null })}>
          <Icon node={Plus} className="size-4" />
          Aggiungi Software
        </Button>
      </div>

      {list.isPending ? <p role="status">Caricamento...</p> : null}
      {list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Errore nel caricamento del software
        </p>
      ) : null}
      {list.data && list.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          Nessun software disponibile
        </p>
      ) : null}
      {list.data && list.data.length > 0 ? (
        <SoftwareTable
          items={list.data}
          onEdit={(item) => setEditing({ item })}
          onDelete={(item) => setDeleting(item)}
        />
      ) : null}

      <SoftwareDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        item={editing?.item ?? null}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Elimina Software"
        description={`Sei sicuro di voler eliminare "${deleting?.name ?? ""}"? Questa azione non può essere annullata.`}
        warning={null}
        confirmLabel="Elimina"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
