import type { ComponentProps } from "react";
import { withField, type FieldProps } from "./field";
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
export function TextAreaField(props: TextAreaFieldProps) {
  return withField(props, (control) => <Textarea {...control} />);
}
