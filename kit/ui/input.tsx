import type { ComponentProps } from "react";
import { clsx } from "clsx";
import { withField, type FieldProps } from "./field";

/** The look of every text-like control (input, textarea, select), without its border colour. */
export const controlClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 disabled:bg-slate-100 sm:text-sm";

/** The border colour of a control: red while it holds an error. */
export const borderClass = (invalid: boolean) => (invalid ? "border-red-700" : "border-slate-400");

/**
 * A control's classes. The parts choose the border themselves from `invalid`, so no caller
 * class has to replace one of theirs and plain clsx composes them (decision 019).
 */
export function controlClasses(invalid: boolean, ...extra: Array<string | false | undefined>) {
  return clsx(controlClass, borderClass(invalid), ...extra);
}

type InputProps = ComponentProps<"input"> & { invalid?: boolean };

/** A bare styled <input> (type text by default); `ref` is a plain prop (React 19). */
export function Input({ invalid = false, className, type = "text", ...props }: InputProps) {
  return <input type={type} className={controlClasses(invalid, className)} {...props} />;
}

type TextFieldProps = FieldProps & Omit<ComponentProps<"input">, "id" | "required">;

/** A labelled <input> (any text-like type: text, email, password, url, number, date...). */
export function TextField(props: TextFieldProps) {
  return withField(props, (control) => <Input {...control} />);
}
