import { forwardRef, type InputHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  /** The validation message shown under the field (and announced with it). */
  error?: string;
};

/** A labelled input of the login forms, with its inline error tied by aria-describedby. */
export const AuthField = forwardRef<HTMLInputElement, Props>(function AuthField(
  { id, label, error, className, ...props },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          "mt-1.5 block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900",
          "focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700",
          error ? "border-red-700" : "border-slate-400",
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
