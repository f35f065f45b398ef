import { useId, useState } from "react";
import { FormProvider, useForm, type FieldPath } from "react-hook-form";
import type { SolutionInput, SolutionRecord } from "../solutions.schema";
import { AdminDialog } from "#app/components/admin/shared/admin-dialog";
import { apiFieldIssues, saveCallbacks } from "#app/components/admin/shared/mutation-toasts";
import { ApiError } from "#app/lib/api-errors";
import { CatalogDialogFooter, RequiredNote } from "#features/clients/admin/catalog-dialog-parts";
import { useSaveSolution } from "./solutions-api";
import {
  solutionFormValues,
  solutionResolver,
  type SolutionFormValues,
} from "./solution-form-values";
import { SolutionMainFields } from "./solution-main-fields";
import { SolutionListFields } from "./solution-list-fields";
import { UseCasesField } from "./use-cases-field";
import { SolutionSeoFields } from "./solution-seo-fields";

/** Field issues of a 400 or 409 answer ({ issues: [{ path, message }] }). */
const serverIssues = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.issues : apiFieldIssues(error);

type Props = {
  /** The solution to edit, or null to create one. */
  solution: SolutionRecord | null;
  onOpenChange: (open: boolean) => void;
};

/** Create/edit dialog of a solution / platform page (back-office.md sections 2, 3, 5, 8). */
export function SolutionDialog({ solution, onOpenChange }: Props) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const form = useForm<SolutionFormValues, unknown, SolutionInput>({
    defaultValues: solutionFormValues(solution),
    resolver: solutionResolver,
  });
  const save = useSaveSolution();
  const creating = solution === null;

  const submit = (payload: SolutionInput) => {
    if (save.isPending || uploading) return;
    save.mutate(
      { id: solution?.id ?? null, payload },
      saveCallbacks({
        success: creating ? "Soluzione creata con successo" : "Soluzione aggiornata con successo",
        errorText: creating
          ? "Errore nella creazione della soluzione"
          : "Errore nell'aggiornamento della soluzione",
        onDone: () => onOpenChange(false),
        setFieldError: (path, message) =>
          form.setError(path as FieldPath<SolutionFormValues>, { message }),
        issues: serverIssues,
      }),
    );
  };

  return (
    <AdminDialog
      open
      onOpenChange={onOpenChange}
      title={creating ? "Nuova piattaforma" : "Modifica piattaforma"}
      description="Una piattaforma pubblicata ha la sua pagina in /piattaforme/slug e compare nell'elenco."
      size="xl"
      busy={save.isPending}
    >
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-5">
          <RequiredNote />
          <SolutionMainFields id={id} creating={creating} />
          <SolutionListFields id={id} onUploadingChange={setUploading} />
          <UseCasesField id={id} />
          <SolutionSeoFields id={id} />
          <CatalogDialogFooter
            pending={save.isPending}
            disabled={uploading}
            submitLabel={creating ? "Crea piattaforma" : "Salva modifiche"}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </FormProvider>
    </AdminDialog>
  );
}
