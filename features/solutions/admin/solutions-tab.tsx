import type { SolutionRecord } from "../solutions.schema";
import { ConfirmDeleteDialog } from "#app/components/admin/shared/confirm-delete-dialog";
import { withToasts } from "#app/components/admin/shared/mutation-toasts";
import { AdminTabHeader, ListStates } from "#app/components/admin/shared/tab-parts";
import { useCrudTab } from "#app/components/admin/shared/use-crud-tab";
import { useDeleteSolution, useSolutions } from "./solutions-api";
import { SolutionDialog } from "./solution-dialog";
import { SolutionList } from "./solution-list";

/**
 * The 'Piattaforme' tab (back-office.md section 2): every solution, drafts included, with
 * create, edit, delete and a preview link for the published ones.
 */
export function SolutionsTab() {
  const query = useSolutions();
  const remove = useDeleteSolution();
  const crud = useCrudTab<SolutionRecord>({
    deletePending: remove.isPending,
    deleteItem: (solution, done) =>
      remove.mutate(
        solution.id,
        withToasts("Soluzione eliminata con successo", "Impossibile eliminare la soluzione", done),
      ),
  });

  return (
    <section aria-labelledby="admin-tab-solutions" className="grid gap-6">
      <AdminTabHeader
        titleId="admin-tab-solutions"
        title="Piattaforme"
        description="Le piattaforme white-label. Solo quelle pubblicate hanno una pagina sul sito."
        newLabel="Nuova piattaforma"
        onNew={() => crud.open(null)}
      />

      <ListStates
        query={query}
        errorText="Impossibile caricare le piattaforme. Ricarica la pagina tra qualche istante."
        emptyText={'Nessuna piattaforma presente. Crea la prima con "Nuova piattaforma".'}
      >
        {(solutions) => (
          <SolutionList solutions={solutions} onEdit={crud.open} onDelete={crud.setDeleting} />
        )}
      </ListStates>

      {crud.dialog ? (
        <SolutionDialog
          key={crud.dialog.key}
          solution={crud.dialog.item}
          onOpenChange={crud.onDialogOpenChange}
        />
      ) : null}
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={`Sei sicuro di voler eliminare la piattaforma "${crud.deleting?.name ?? ""}"?`}
      />
    </section>
  );
}
