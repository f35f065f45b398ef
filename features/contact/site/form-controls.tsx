import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "#app/lib/cn";

/**
 * Labelled form controls of the public forms (quote dialog, contact page): a visible label with
 * an asterisk for required fields (plus aria-required), aria-invalid and an inline message tied
 * with aria-describedby. They forward refs, so react-hook-form's `register` works on them.
 */

const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm";

const borderClass = (invalid: boolean) => (invalid ? "border-red-700" : "border-slate-300");

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
};

/** Asterisk after the label of a required field (the field itself carries aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/** The ids a control should name in aria-describedby. */
function describedBy(id: string, error?: string, hint?: string) {
  return (
    [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(" ") || undefined
  );
}

/** Inline validation message under a field. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function FieldFrame({ id, label, required, error, hint, children, className }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}

type CommonProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
};

type InputProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required">;

export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { id, label, required, error, hint, className, type = "text", ...props },
  ref,
) {
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      <input
        ref={ref}
        id={id}
        type={type}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass, borderClass(Boolean(error)))}
        {...props}
      />
    </FieldFrame>
  );
});

type TextAreaProps = CommonProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required">;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { id, label, required, error, hint, className, rows = 5, ...props },
  ref,
) {
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass, "resize-y", borderClass(Boolean(error)))}
        {...props}
      />
    </FieldFrame>
  );
});

type SelectProps = CommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required"> & {
    options: readonly string[];
    /** Text of the empty first option; absent when the field always has a value. */
    placeholder?: string;
  };

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { id, label, required, error, hint, className, options, placeholder, ...props },
  ref,
) {
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      className={className}
    >
      <select
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(controlClass, "pr-8", borderClass(Boolean(error)))}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

/** Note shown above a form that has required fields. */
export function RequiredNote({ className }: { className?: string }) {
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      I campi contrassegnati con <span className="text-red-700">*</span> sono obbligatori.
    </p>
  );
}
