import type { SolutionRecord } from "../solutions.schema";
import { CrudTab, deleteById } from "#app/components/admin/shared/crud-tab";
import { solutionsPath, useDeleteSolution } from "./solutions-api";
import { SolutionDialog } from "./solution-dialog";
import { SolutionList } from "./solution-list";

/**
 * The 'Piattaforme' tab (back-office.md section 2): every solution, drafts included, with
 * create, edit, delete and a preview link for the published ones.
 */
export function SolutionsTab() {
  return (
    <CrudTab<SolutionRecord>
      tabId="solutions"
      title="Piattaforme"
      description="Le piattaforme white-label. Solo quelle pubblicate hanno una pagina sul sito."
      newLabel="Nuova piattaforma"
      path={solutionsPath}
      noun="piattaforme"
      toolbar={{
        label: "Filtra le piattaforme",
        placeholder: "Nome, slug o descrizione breve",
        sorts: [
          { value: "name", label: "Nome" },
          { value: "category", label: "Categoria" },
          { value: "published", label: "Pubblicata" },
          { value: "featured", label: "In evidenza" },
          { value: "sortOrder", label: "Ordine" },
        ],
      }}
      noMatchText="Nessuna piattaforma corrisponde alla ricerca."
      errorText="Impossibile caricare le piattaforme. Ricarica la pagina tra qualche istante."
      emptyText={'Nessuna piattaforma presente. Crea la prima con "Nuova piattaforma".'}
      items={(solutions, handlers) => <SolutionList solutions={solutions} {...handlers} />}
      dialog={SolutionDialog}
      remove={deleteById(
        useDeleteSolution(),
        "Soluzione eliminata con successo",
        "Impossibile eliminare la soluzione",
      )}
      confirm={{
        text: (solution) => `Sei sicuro di voler eliminare la piattaforma "${solution.name}"?`,
      }}
    />
  );
}
