import { useId, useMemo } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { boundField } from "#kit/ui/field";
import { useFormDraft } from "#kit/admin/use-form-draft";
import { usePortalMutation } from "./use-portal-mutation";

type Options<S extends z.ZodType<FieldValues, FieldValues>, TResult> = Omit<
  Parameters<typeof usePortalMutation<z.output<S>, TResult>>[0],
  "mutationFn"
> & {
  /** The request's zod schema, shared with the server: the form holds `z.input`. */
  schema: S;
  defaultValues: z.input<S>;
  /** The write, sent the checked values (`z.output`). */
  send: (input: z.output<S>) => Promise<TResult>;
  /** The form's name for a local draft (useFormDraft), deleted when the write succeeds. */
  draft?: string;
};

/**
 * The form of a customer-area request dialog (`CustomerFormDialog`): react-hook-form checked by
 * the request's schema, `field(name)` for the kit's fields, `send`, the write with its toasts,
 * and the form's local draft when it keeps one.
 */
export function usePortalForm<S extends z.ZodType<FieldValues, FieldValues>, TResult>({
  schema,
  defaultValues,
  send: mutationFn,
  draft: draftName,
  onSuccess,
  ...toasts
}: Options<S, TResult>) {
  const id = useId();
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    resolver,
  });
  const draft = useFormDraft(form, draftName ?? null);
  const send = usePortalMutation({
    mutationFn,
    ...toasts,
    onSuccess: (result) => {
      draft.clear();
      onSuccess?.(result);
    },
  });
  return { form, send, field: boundField(form, id), draft };
}
