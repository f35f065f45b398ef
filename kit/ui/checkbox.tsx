import type { ComponentProps, ReactNode } from "react";
import { clsx } from "clsx";
import { controlAria, FieldMessages, RequiredMark } from "./field";

type CheckboxProps = Omit<ComponentProps<"input">, "type">;

/** A bare native checkbox in the site's colours. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={clsx(
        "mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700 focus-ring focus-visible:outline-brand-700",
        className,
      )}
      {...props}
    />
  );
}

type CheckboxFieldProps = Omit<CheckboxProps, "id" | "required" | "children"> & {
  id: string;
  /** The label, right of the box; it may hold links (see PolicyLink). */
  children: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
};

/** A checkbox with its label on the right, and its hint and error under both. */
export function CheckboxField({
  id,
  children,
  required,
  error,
  hint,
  className,
  ...props
}: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <Checkbox {...controlAria({ id, required, error, hint })} {...props} />
        <label htmlFor={id} className="text-sm leading-relaxed text-slate-700">
          {children}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
