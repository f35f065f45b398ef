import { useId, type ReactNode } from "react";
import {
  get,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "#kit/ui/button";
import { DialogFooter } from "#kit/ui/dialog";
import { TextAreaField } from "#kit/ui/textarea";
import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";
import { fieldError } from "#kit/admin/field-error";

type Props<S extends z.ZodType<FieldValues, FieldValues>> = {
  /** The answer's schema: the form holds `z.input`, a valid submit sends `z.output`. */
  schema: S;
  defaultValues: z.input<S>;
  /** Sends the answer; the dialog closes when it resolves and stays open when it fails. */
  onSend: (input: z.output<S>) => Promise<unknown>;
  pending: boolean;
  onClose: () => void;
  title: string;
  description: string;
  size?: "lg";
  /** What the customer wrote, shown above the answer. */
  quoted?: ReactNode;
  /** More fields of the form, between the quote and the text field (a cancellation's end). */
  extra?: (form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => ReactNode;
  /** The answer's text field. */
  field: {
    name: FieldPath<z.input<S>>;
    label: string;
    hint: string;
    rows: number;
    required?: boolean;
  };
  /** The submit button: its text, its text while sending, its look. */
  submit: { label: string; pendingLabel: string; variant?: "primary" | "destructive" };
};

/**
 * The dialog that answers or decides a customer's request (info, cancellation, renewal): the
 * request quoted, one text field checked by the answer's schema, Annulla
 * and the submit. A failure is told by the mutation's toast and leaves the typed text in the form.
 */
export function AnswerDialog<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSend,
  pending,
  onClose,
  title,
  description,
  size,
  quoted,
  extra,
  field,
  submit,
}: Props<S>) {
  const id = useId();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const send = form.handleSubmit(async (input) => {
    try {
      await onSend(input);
      onClose();
    } catch {
      // The toast tells what went wrong; the dialog stays open.
    }
  });
  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      title={title}
      description={description}
      size={size}
      busy={pending}
      unsaved={form.formState.isDirty}
    >
      <form onSubmit={send} noValidate>
        {quoted}
        {extra?.(form)}
        <TextAreaField
          id={`${id}-${field.name}`}
          className="mt-4"
          label={field.label}
          required={field.required}
          rows={field.rows}
          hint={field.hint}
          error={fieldError(get(form.formState.errors, field.name))}
          {...form.register(field.name)}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Annulla
          </Button>
          <Button type="submit" variant={submit.variant} disabled={pending}>
            {pending ? submit.pendingLabel : submit.label}
          </Button>
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
