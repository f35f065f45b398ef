import { forwardRef, type SelectHTMLAttributes } from "react";
import { cn } from "#app/lib/cn";
import { FieldError, RequiredMark, errorId } from "#features/contact/site/form-controls";

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "required"> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Text of the empty first option. */
  placeholder: string;
  required?: boolean;
  error?: string;
};

/**
 * A labelled native select whose options have a value and an Italian label (the public form
 * controls only take plain strings). Same look and ARIA wiring as the other public fields.
 */
export const ChoiceField = forwardRef<HTMLSelectElement, Props>(function ChoiceField(
  { id, label, options, placeholder, required, error, className, ...props },
  ref,
) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        className={cn(
          "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 pr-8 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm",
          error ? "border-red-700" : "border-slate-300",
        )}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
});
