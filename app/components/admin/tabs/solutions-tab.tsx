import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { SolutionRecord } from "../../../../domain/solutions/solutions.schema";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { toastError, toastSuccess } from "../shared/mutation-toasts";
import { useDeleteSolution, useSolutions } from "../solutions/solutions-api";
import { SolutionDialog } from "../solutions/solution-dialog";
import { SolutionList } from "../solutions/solution-list";

type Editing = { solution: SolutionRecord | null; key: number } | null;

/**
 * The 'Piattaforme' tab (back-office.md section 2): every solution, drafts included, with
 * create, edit, delete and a preview link for the published ones.
 */
export function SolutionsTab() {
  const query = useSolutions();
  const remove = useDeleteSolution();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SolutionRecord | null>(null);

  const open = (solution: SolutionRecord | null) => setEditing({ solution, key: Date.now() });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess("Soluzione eliminata con successo");
        setDeleting(null);
      },
      onError: (error) => toastError("Impossibile eliminare la soluzione", error),
    });
  };

  return (
    <section aria-labelledby="admin-tab-solutions" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-tab-solutions" className="text-2xl font-bold text-slate-900">
            Piattaforme
          </h2>
          <p className="mt-1 text-slate-700">
            Le piattaforme white-label. Solo quelle pubblicate hanno una pagina sul sito.
          </p>
        </div>
        <Button onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Nuova piattaforma
        </Button>
      </div>

      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare le piattaforme. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}
      {query.data && query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          Nessuna piattaforma presente. Crea la prima con &quot;Nuova piattaforma&quot;.
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <SolutionList solutions={query.data} onEdit={open} onDelete={setDeleting} />
      ) : null}

      {editing ? (
        <SolutionDialog
          key={editing.key}
          solution={editing.solution}
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
        description={`Sei sicuro di voler eliminare la piattaforma "${deleting?.name ?? ""}"?`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
