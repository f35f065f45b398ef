import type { BaseSyntheticEvent, ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { LoaderCircle, Save } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { AdminDialog, whenClosed } from "./admin-dialog";
import { DialogFooter } from "#kit/ui/dialog";
import { EntityFieldsContext } from "./entity-fields";
import { DraftOffer } from "./draft-offer";
import type { FormDraft } from "./use-form-draft";
import type { DialogTitles } from "./dialog-texts";
import { EntityHistory } from "./entity-history";

/** The part of `useEntityForm`'s result the dialog reads. */
type DialogForm<V extends FieldValues, O> = {
  form: UseFormReturn<V, unknown, O>;
  /** The item edited (null when creating): its 'Cronologia' is shown under the form. */
  item?: { id: number } | null;
  creating: boolean;
  titles: DialogTitles;
  pending: boolean;
  uploading: boolean;
  setUploading: (uploading: boolean) => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  unsaved: boolean;
  draft: FormDraft;
};

type Props<V extends FieldValues, O> = {
  entity: DialogForm<V, O>;
  description: ReactNode;
  size?: "md" | "lg" | "xl" | "2xl";
  /** 'I campi contrassegnati con * sono obbligatori.' on top of the form. */
  requiredNote?: boolean;
  /** Classes of the <form>; default a grid with gap-4. */
  className?: string;
  children: ReactNode;
};

/**
 * The one create/edit dialog of the back office: the `AdminDialog` frame (which cannot be
 * closed while the save or an upload runs, and asks before closing with unsaved changes) with
 * the title of the mode, the offer of a draft found, the form of `useEntityForm` provided to its
 * fields (`entityFields`), and the Annulla / 'Crea …' or 'Salva modifiche' buttons with the
 * 'Salvataggio...' state (titles and create label are the `titles` given to `useEntityForm`). An
 * item being edited shows its 'Cronologia' (the activity log's entries for it, decision 032)
 * when the dialog is opened by a `CrudTab`, which tells which entity it lists.
 */
export function EntityDialog<V extends FieldValues, O>({
  entity,
  description,
  size = "md",
  requiredNote = false,
  className = "grid gap-4",
  children,
}: Props<V, O>) {
  const { form, creating, titles, pending, uploading, setUploading, onSubmit, onClose } = entity;
  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      title={creating ? titles.create : titles.edit}
      description={description}
      size={size}
      busy={pending || uploading}
      unsaved={entity.unsaved}
    >
      <FormProvider {...form}>
        <EntityFieldsContext value={{ setUploading }}>
          <form method="post" onSubmit={onSubmit} noValidate className={className}>
            <DraftOffer draft={entity.draft} className="col-span-full" />
            {requiredNote ? <RequiredNote /> : null}
            {children}
            {entity.item ? <EntityHistory id={entity.item.id} className="col-span-full" /> : null}
            <div className="col-span-full">
              <DialogFooter>
                <Button variant="secondary" onClick={onClose} disabled={pending || uploading}>
                  Annulla
                </Button>
                <Button type="submit" disabled={pending || uploading}>
                  {pending ? (
                    <Icon
                      node={LoaderCircle}
                      className="size-4 animate-spin motion-reduce:animate-none"
                    />
                  ) : (
                    <Icon node={Save} className="size-4" />
                  )}
                  {pending ? "Salvataggio..." : creating ? titles.createLabel : "Salva modifiche"}
                </Button>
              </DialogFooter>
            </div>
          </form>
        </EntityFieldsContext>
      </FormProvider>
    </AdminDialog>
  );
}

/** The note on required fields, for a form that places it itself. */
export function RequiredNote() {
  return (
    <p className="text-sm text-slate-600">
      I campi contrassegnati con <span className="text-red-700">*</span> sono obbligatori.
    </p>
  );
}
