import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { errorId, FieldError, RequiredMark } from "./form-controls";

/** Checkbox, policy link and honeypot of the public forms (quote dialog, contact page). */

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "required"> & {
  id: string;
  /** Label content; may hold links (they open in a new tab, see PolicyLink). */
  children: ReactNode;
  required?: boolean;
  error?: string;
};

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { id, children, required, error, className, ...props },
  ref,
) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700 focus-ring focus-visible:outline-brand-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700">
          {children}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={id} message={error} />
    </div>
  );
});

/** A link to a policy page from a form; it opens in a new tab so the form keeps its data. */
export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="inline-link">
      {children}
      <span className="sr-only"> (si apre in una nuova scheda)</span>
    </a>
  );
}

/**
 * The honeypot: a field people never see or reach (hidden, out of the tab order, no autofill),
 * that bots filling in every input do complete. The server discards submissions that fill it.
 */
export const HoneypotField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function HoneypotField(props, ref) {
    return (
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Sito web
          <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} />
        </label>
      </div>
    );
  },
);
