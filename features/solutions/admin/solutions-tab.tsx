import type { SolutionRecord } from "../solutions.schema";
import { CrudTab } from "#app/components/admin/shared/crud-tab";
import { withToasts } from "#app/components/admin/shared/mutation-toasts";
import { solutionsPath, useDeleteSolution } from "./solutions-api";
import { ListToolbar } from "#app/components/admin/shared/list-toolbar";
import { useAdminList } from "#app/components/admin/shared/use-admin-list";
import { SolutionDialog } from "./solution-dialog";
import { SolutionList } from "./solution-list";

/**
 * The 'Piattaforme' tab (back-office.md section 2): every solution, drafts included, with
 * create, edit, delete and a preview link for the published ones.
 */
export function SolutionsTab() {
  const remove = useDeleteSolution();
  const list = useAdminList<SolutionRecord>(solutionsPath);
  return (
    <CrudTab<SolutionRecord>
      tabId="solutions"
      title="Piattaforme"
      description="Le piattaforme white-label. Solo quelle pubblicate hanno una pagina sul sito."
      newLabel="Nuova piattaforma"
      list={list}
      noun="piattaforme"
      toolbar={
        <ListToolbar
          list={list}
          idPrefix="solutions"
          label="Filtra le piattaforme"
          placeholder="Nome, slug o descrizione breve"
          sorts={[
            { value: "name", label: "Nome" },
            { value: "category", label: "Categoria" },
            { value: "published", label: "Pubblicata" },
            { value: "featured", label: "In evidenza" },
            { value: "sortOrder", label: "Ordine" },
          ]}
        />
      }
      noMatchText="Nessuna piattaforma corrisponde alla ricerca."
      errorText="Impossibile caricare le piattaforme. Ricarica la pagina tra qualche istante."
      emptyText={'Nessuna piattaforma presente. Crea la prima con "Nuova piattaforma".'}
      items={(solutions, handlers) => <SolutionList solutions={solutions} {...handlers} />}
      dialog={(solution, close) => <SolutionDialog solution={solution} onClose={close} />}
      remove={{
        pending: remove.isPending,
        run: (solution, done) =>
          remove.mutate(
            solution.id,
            withToasts(
              "Soluzione eliminata con successo",
              "Impossibile eliminare la soluzione",
              done,
            ),
          ),
      }}
      confirm={{
        text: (solution) => `Sei sicuro di voler eliminare la piattaforma "${solution.name}"?`,
      }}
    />
  );
}
