import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { Switch } from "radix-ui";
import { cn } from "#app/lib/cn";

/**
 * Labelled form controls for the back-office dialogs. Every control gets a visible <label>,
 * an asterisk plus aria-required when `required`, and its `hint` and `error` texts tied with
 * aria-describedby (aria-invalid when there is an error). Text, textarea and select forward
 * their ref, so `{...form.register("name")}` from react-hook-form works on them directly;
 * SwitchField is controlled (use it through react-hook-form's <Controller>).
 *
 * Common props: `id` (unique in the page, e.g. from useId), `label`, `required`, `error` (the
 * validation message to show), `hint` (help text under the control), `className` (wrapper).
 */

export type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
};

export const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:bg-slate-100 sm:text-sm";

export const borderClass = (invalid: boolean) => (invalid ? "border-red-700" : "border-slate-400");

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** The aria-describedby value for a control with an optional hint and error. */
export function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** Help text and inline error under a control (render inside your own field layouts). */
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
      {error ? (
        <p id={fieldErrorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Label + any control + hint + error: for controls this file does not provide. */
export function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

const aria = (id: string, required?: boolean, error?: string, hint?: ReactNode) => ({
  id,
  "aria-required": required || undefined,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": describedBy(id, error, hint),
});

type InputProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required">;

/** A labelled <input> (any text-like type: text, url, number, date, datetime-local...). */
export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { id, label, required, error, hint, className, type = "text", ...props },
  ref,
) {
  return (
    <FieldFrame {...{ id, label, required, error, hint, className }}>
      <input
        ref={ref}
        type={type}
        {...aria(id, required, error, hint)}
        className={cn(controlClass, borderClass(Boolean(error)))}
        {...props}
      />
    </FieldFrame>
  );
});

type TextAreaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required">;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { id, label, required, error, hint, className, rows = 4, ...props },
  ref,
) {
  return (
    <FieldFrame {...{ id, label, required, error, hint, className }}>
      <textarea
        ref={ref}
        rows={rows}
        {...aria(id, required, error, hint)}
        className={cn(controlClass, "resize-y", borderClass(Boolean(error)))}
        {...props}
      />
    </FieldFrame>
  );
});

export type SelectOption = { value: string; label: string };

type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required"> & {
    options: readonly SelectOption[];
    /** Text of an empty first option; leave it out when the field always has a value. */
    placeholder?: string;
  };

/** A labelled native <select> (keyboard and screen-reader friendly everywhere). */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { id, label, required, error, hint, className, options, placeholder, ...props },
  ref,
) {
  return (
    <FieldFrame {...{ id, label, required, error, hint, className }}>
      <select
        ref={ref}
        {...aria(id, required, error, hint)}
        className={cn(controlClass, "pr-8", borderClass(Boolean(error)))}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

type SwitchProps = {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Text under the label, read with the switch (e.g. what "on" means). */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
};

/**
 * An on/off switch (Radix Switch: role="switch", Space toggles) with its label on the left.
 * With react-hook-form: <Controller name="published" control={form.control} render={({ field })
 * => <SwitchField id=... label="Pubblicato" checked={field.value} onCheckedChange={field.onChange} />} />
 */
export function SwitchField({
  id,
  label,
  checked,
  onCheckedChange,
  hint,
  disabled,
  className,
}: SwitchProps) {
  return (
    <div className={cn("flex items-start justify-between gap-4", className)}>
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={fieldHintId(id)} className="mt-0.5 text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? fieldHintId(id) : undefined}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-ring focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
