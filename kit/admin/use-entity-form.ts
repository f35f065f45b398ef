import { useId, useMemo, useState } from "react";
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type { DialogTitles, EntityDialogProps } from "./dialog-texts";
import { apiFieldIssues, saveCallbacks, saveErrorText } from "./mutation-toasts";
import { useFormDraft } from "./use-form-draft";

/** A zod schema whose input is what a form holds (an object of fields). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/** What a save call is told when the server answered. */
export type SaveCallbacks = { onSuccess: () => void; onError: (error: unknown) => void };

/** A save mutation of the usual shape: create when `id` is null, update otherwise. */
export type SaveMutation<P> = {
  mutate: (variables: { id: number | null; payload: P }, callbacks: SaveCallbacks) => void;
  isPending: boolean;
};

type Mutate<V> = { mutate: (variables: V, callbacks: SaveCallbacks) => void; isPending: boolean };

/**
 * The `save` and `pending` of a form sent through a create and an update mutation of their own
 * (they show their own toasts): create when there is no item, update it otherwise.
 */
export function saveThrough<I>({
  create,
  update,
}: {
  create: Mutate<I>;
  update: Mutate<{ id: number; input: I }>;
}) {
  return {
    save: (input: I, item: { id: number } | null, callbacks: SaveCallbacks) =>
      item ? update.mutate({ id: item.id, input }, callbacks) : create.mutate(input, callbacks),
    pending: create.isPending || update.isPending,
  };
}

/** How the valid values are sent: one save mutation, or a function of its own. */
type Saving<S extends FormSchema, T> =
  | {
      mutation: SaveMutation<z.output<S>>;
      /** The payload for the API when it is not the valid values as they are. */
      payload?: (values: z.output<S>, item: T | null) => z.output<S>;
      save?: never;
      pending?: never;
    }
  | {
      /** Sends the valid values (create when `item` is null); calls back when the server answered. */
      save: (values: z.output<S>, item: T | null, callbacks: SaveCallbacks) => void;
      /** True while the save call runs. */
      pending: boolean;
      mutation?: never;
      payload?: never;
    };

type Options<S extends FormSchema, T> = Saving<S, T> & {
  /** The entity's zod schema: the form holds `z.input`, a valid submit yields `z.output`. */
  schema: S;
  /** The form's starting values for the item (or for a new one). */
  defaults: (item: T | null) => z.input<S>;
  /** The dialog's title in each mode and its create button's label (e.g. `dialogTitles`). */
  titles: DialogTitles;
  /**
   * The toasts of this form (../shared/spec/back-office.md §8): success titles and, optionally, the
   * 'Errore' texts (default 'Errore durante la creazione' / "...l'aggiornamento"). Leave it out
   * when the mutation shows its own toasts.
   */
  toasts?: { created: string; updated: string; failed?: (creating: boolean) => string };
  /** The field messages of a failed save; default the 400 answer's `issues`. */
  issues?: (error: unknown) => { path: string; message: string }[];
  /**
   * The form's name for a local draft (e.g. 'blog'; long forms only): kept per item and person
   * while typing, offered when the dialog opens again, deleted by a successful save.
   */
  draft?: string;
};

/**
 * The form of a back-office create/edit dialog, given the dialog's props (the item to edit, or
 * null to create one; `onClose`, called after a successful save and on Annulla) and the entity's
 * options: react-hook-form checked by the entity's schema, default values from the item, one
 * submit through the save call with the spec's toasts, the server's field messages shown under
 * their fields, and submit held while an upload runs. `unsaved` (the form's `isDirty`) makes the
 * dialog ask before closing; `draft` keeps a local draft (useFormDraft). `id` prefixes the ids
 * of the dialog's own fields (those not drawn by `entityFields`, which make their own).
 */
export function useEntityForm<S extends FormSchema, T extends { id: number }>(
  { item, onClose }: EntityDialogProps<T>,
  options: Options<S, T>,
) {
  const { schema, defaults, titles, toasts, issues = apiFieldIssues } = options;
  const pending = options.mutation ? options.mutation.isPending : options.pending;
  const id = useId();
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    defaultValues: defaults(item) as DefaultValues<z.input<S>>,
    resolver,
  });
  const [uploading, setUploading] = useState(false);
  const creating = item === null;
  const draft = useFormDraft(form, options.draft ? `${options.draft}:${item?.id ?? "new"}` : null);
  const saved = () => {
    draft.clear();
    onClose();
  };

  /** A message for `path`; one for an item of a text list (e.g. 'benefits.0') goes on the list. */
  const setFieldError = (path: string, message: string) => {
    const top = path.split(".")[0] ?? path;
    const value: unknown = form.getValues(top as FieldPath<z.input<S>>);
    const target = typeof value === "object" && value !== null ? path : top;
    form.setError(target as FieldPath<z.input<S>>, { message });
  };

  const callbacks: SaveCallbacks = toasts
    ? saveCallbacks({
        success: creating ? toasts.created : toasts.updated,
        errorText: (toasts.failed ?? saveErrorText)(creating),
        onDone: saved,
        setFieldError,
        issues,
      })
    : {
        onSuccess: saved,
        onError: (error) => {
          for (const issue of issues(error)) setFieldError(issue.path, issue.message);
        },
      };

  const onSubmit = form.handleSubmit((values) => {
    if (pending || uploading) return;
    const { mutation, payload } = options;
    if (mutation) {
      const body = payload ? payload(values, item) : values;
      mutation.mutate({ id: item?.id ?? null, payload: body }, callbacks);
    } else options.save(values, item, callbacks);
  });

  /** The item was saved elsewhere (a version restored): the form shows it, unchanged, no draft. */
  const showSaved = (values: z.input<S>) => {
    form.reset(values as DefaultValues<z.input<S>>);
    draft.clear();
  };

  return {
    id,
    form,
    item,
    showSaved,
    creating,
    titles,
    pending,
    uploading,
    setUploading,
    onSubmit,
    onClose,
    unsaved: form.formState.isDirty,
    draft,
  };
}
