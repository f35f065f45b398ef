import type { ReactNode } from "react";
import { clsx } from "clsx";
import type { FieldErrors, FieldValues, Path } from "react-hook-form";

/**
 * The frame every form control of the site shares (public forms, customer area, back office):
 * a visible <label>, an asterisk for a required field, a help text and an inline error under
 * the control, tied to it by aria-describedby (hint first, then error), with aria-required and
 * aria-invalid on the control. The parts take plain props and a `ref`, so they work with
 * react-hook-form's `register` and with the public pages' `useLightForm` alike.
 */

/** What every labelled control takes: `id` (unique in the page, e.g. from useId), `label`,
 * `required`, `error` (the validation message shown), `hint` (help text under the control) and
 * `className` (on the wrapper: layout such as `sm:col-span-2`). */
export type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** false: a required field without the asterisk (sign-in forms, where every field is
   * required and no note explains the mark); aria-required stays. */
  requiredMark?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** The aria-describedby value for a control with an optional hint and error. */
export function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The id and ARIA attributes of the control inside a field. */
export function controlAria({
  id,
  required,
  error,
  hint,
}: Pick<FieldProps, "id" | "required" | "error" | "hint">) {
  return {
    id,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
  } as const;
}

/** Asterisk after the label of a required field (the control itself carries aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** Note above a form whose required fields carry the asterisk. */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={clsx("text-sm text-slate-600", className)}>
      I campi contrassegnati con{" "}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">asterisco</span> sono obbligatori.
    </p>
  );
}

/** Inline validation message under a control. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** Help text and inline error under a control (for field layouts of your own). */
export function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <>
      {hint ? (
        <p id={fieldHintId(id)} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </>
  );
}

/** The label of a control, with the asterisk when required. */
export function FieldLabel({
  id,
  required,
  requiredMark = true,
  children,
}: {
  id: string;
  required?: boolean;
  requiredMark?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
      {children}
      {required && requiredMark ? <RequiredMark /> : null}
    </label>
  );
}

/** Label + any control + hint + error. Give the control `{...controlAria(props)}`. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...mark
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <FieldLabel id={id} {...mark}>
        {label}
      </FieldLabel>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * Splits a labelled control's props: the field's go to the frame, the rest (`ref`,
 * `{...register(name)}`, `type`, `rows`, `options`...) to the control, with `invalid` while
 * there is an error and the ARIA wiring.
 */
function fieldParts<T extends FieldProps>({
  id,
  label,
  required,
  requiredMark,
  error,
  hint,
  className,
  ...rest
}: T) {
  return {
    field: { id, label, required, requiredMark, error, hint, className },
    control: { ...rest, invalid: Boolean(error), ...controlAria({ id, required, error, hint }) },
  };
}

/** A labelled control: the frame from the field's props, the control drawn by `render`. */
export function withField<T extends FieldProps>(
  props: T,
  render: (control: ReturnType<typeof fieldParts<T>>["control"]) => ReactNode,
) {
  const { field, control } = fieldParts(props);
  return <Field {...field}>{render(control)}</Field>;
}

/** What a form gives its fields: react-hook-form's `useForm` or the public pages' `useLightForm`. */
type BindableForm<Values extends FieldValues, Registration> = {
  register: (name: Path<Values>) => Registration;
  formState: { errors: FieldErrors<Values> };
};

/**
 * The props that tie a labelled control (TextField, SelectField, TextAreaField, CheckboxField)
 * to a field of `form` by its name: the id (the form's `useId` prefix and the name), the
 * field's validation message and the form's registration.
 *
 *   const field = boundField(form, id);
 *   <TextField label="Oggetto" required {...field("subject")} />
 */
export function boundField<Values extends FieldValues, Registration>(
  form: BindableForm<Values, Registration>,
  id: string,
) {
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  return (name: Path<Values>) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
    ...form.register(name),
  });
}
