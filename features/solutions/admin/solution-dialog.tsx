import { solutionSchema, type SolutionRecord } from "../solutions.schema";
import { dialogTitles, savedToasts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { apiFieldIssues } from "#kit/admin/mutation-toasts";
import { useEntityForm } from "#kit/admin/use-entity-form";
import { ApiError } from "#kit/lib/api-errors";
import { solutionsApi } from "./solutions-api";
import { solutionFormValues } from "./solution-form-values";
import { SolutionMainFields } from "./solution-main-fields";
import { SolutionListFields } from "./solution-list-fields";
import { UseCasesField } from "./use-cases-field";
import { VersionsPanel } from "#features/versions/admin/versions-panel";
import { SolutionSeoFields } from "./solution-seo-fields";

/** Field issues of a 400 or 409 answer ({ issues: [{ path, message }] }). */
const serverIssues = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.issues : apiFieldIssues(error);

/**
 * Create/edit dialog of a solution / platform page (../shared/spec/back-office.md §2, §3, §5, §8).
 */
export function SolutionDialog(props: EntityDialogProps<SolutionRecord>) {
  const entity = useEntityForm(props, {
    titles: dialogTitles({ noun: "piattaforma", feminine: true }),
    schema: solutionSchema,
    defaults: solutionFormValues,
    mutation: solutionsApi.useSave(),
    toasts: savedToasts("Soluzione", {
      feminine: true,
      suffix: " con successo",
      of: "della soluzione",
    }),
    issues: serverIssues,
    draft: "solution",
  });

  return (
    <EntityDialog
      entity={entity}
      description="Una piattaforma pubblicata ha la sua pagina in /piattaforme/slug e compare nell'elenco."
      size="xl"
      requiredNote
      className="grid gap-5"
    >
      {entity.item ? (
        <VersionsPanel
          entity="solutions"
          itemId={entity.item.id}
          onRestored={(item) => entity.showSaved(solutionFormValues(item as SolutionRecord))}
        />
      ) : null}
      <SolutionMainFields creating={entity.creating} />
      <SolutionListFields />
      <UseCasesField id={entity.id} />
      <SolutionSeoFields />
    </EntityDialog>
  );
}
