import type { ComponentProps } from "react";
import { withField, type FieldProps } from "./field";
import { controlClasses } from "./input";

/** An option of a select; a plain string is both the value and the label. */
export type SelectOption = string | { value: string; label: string };

const optionValue = (option: SelectOption) => (typeof option === "string" ? option : option.value);
const optionLabel = (option: SelectOption) => (typeof option === "string" ? option : option.label);

type SelectProps = Omit<ComponentProps<"select">, "children"> & {
  options: readonly SelectOption[];
  /** Text of an empty first option; leave it out when the field always has a value. */
  placeholder?: string;
  invalid?: boolean;
};

/** A styled native <select> (keyboard and screen-reader friendly everywhere). */
export function Select({
  options,
  placeholder,
  invalid = false,
  className,
  ...props
}: SelectProps) {
  return (
    <select className={controlClasses(invalid, "pr-8", className)} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={optionValue(option)} value={optionValue(option)}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  );
}

export type SelectFieldProps = FieldProps & Omit<SelectProps, "id" | "required" | "invalid">;

/** A labelled native <select>. */
export function SelectField(props: SelectFieldProps) {
  return withField(props, (control) => <Select {...control} />);
}
