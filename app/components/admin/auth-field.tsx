import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "#app/lib/cn";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  /** The validation message shown under the field (and announced with it). */
  error?: string;
  /** A help text under the field, e.g. the password rule (also tied by aria-describedby). */
  hint?: string;
};

/**
 * A labelled input of the login and password forms, with its help text and inline error tied
 * by aria-describedby.
 */
export const AuthField = forwardRef<HTMLInputElement, Props>(function AuthField(
  { id, label, error, hint, className, ...props },
  ref,
) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          "mt-1.5 block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900",
          "focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700",
          error ? "border-red-700" : "border-slate-400",
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
