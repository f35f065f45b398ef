import type { SolutionRecord } from "../solutions.schema";
import { CrudTab, tabDeleteById, entityTexts } from "#kit/admin/crud-tab";
import { optionsOf } from "#kit/admin/list-toolbar";
import { solutionsApi } from "./solutions-api";
import { SolutionDialog } from "./solution-dialog";
import { solutionCards } from "./solution-list";

/**
 * The 'Piattaforme' tab (../shared/spec/back-office.md §2): every solution, drafts included, with
 * create, edit, delete and a preview link for the published ones.
 */
export function SolutionsTab() {
  return (
    <CrudTab<SolutionRecord>
      description="Le piattaforme white-label. Solo quelle pubblicate hanno una pagina sul sito."
      path={solutionsApi.path}
      {...entityTexts(
        "la piattaforma",
        "le piattaforme",
        (solution: SolutionRecord) => solution.name,
      )}
      toolbar={{
        placeholder: "Nome, slug o descrizione breve",
        sorts: optionsOf({
          name: "Nome",
          category: "Categoria",
          published: "Pubblicata",
          featured: "In evidenza",
          sortOrder: "Ordine",
        }),
      }}
      emptyText={'Nessuna piattaforma presente. Crea la prima con "Nuova piattaforma".'}
      items={solutionCards}
      remove={tabDeleteById(
        solutionsApi.useDelete(),
        "Soluzione eliminata con successo",
        "Impossibile eliminare la soluzione",
      )}
      dialog={SolutionDialog}
    />
  );
}
