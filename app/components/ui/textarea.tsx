import type { ComponentProps } from "react";
import { controlAria, Field, type FieldProps } from "./field";
import { controlClasses } from "./input";

type TextareaProps = ComponentProps<"textarea"> & { invalid?: boolean };

/** A bare styled <textarea>, resizable in height, 4 rows by default. */
export function Textarea({ invalid = false, className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea rows={rows} className={controlClasses(invalid, "resize-y", className)} {...props} />
  );
}

type TextAreaFieldProps = FieldProps & Omit<ComponentProps<"textarea">, "id" | "required">;

/** A labelled <textarea>. */
export function TextAreaField({
  id,
  label,
  required,
  error,
  hint,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <Field {...{ id, label, required, error, hint, className }}>
      <Textarea
        invalid={Boolean(error)}
        {...controlAria({ id, required, error, hint })}
        {...props}
      />
    </Field>
  );
}
