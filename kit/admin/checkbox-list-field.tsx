import type { ReactNode } from "react";
import { CheckboxField } from "#kit/ui/checkbox";
import { FieldMessages, describedBy } from "#kit/ui/field";

export type CheckboxOption = { value: string; label: string };

type Props = {
  /** Id prefix of the checkboxes (unique in the page). */
  id: string;
  /** The group's name, e.g. 'Servizi correlati'. */
  label: string;
  /** What may be chosen, in the order shown. */
  options: readonly CheckboxOption[];
  /** The chosen values, in the order they were chosen. */
  value: readonly string[];
  onChange: (values: string[]) => void;
  /**
   * The label of a chosen value no option has (e.g. a service that no longer exists): it is
   * shown checked, so it can be unchecked, never hidden.
   */
  unknownLabel?: (value: string) => string;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
};

/**
 * A multiple choice among known values (a platform's related services): a fieldset of labelled
 * checkboxes. Checking adds the value at the end of the chosen ones, unchecking removes it.
 */
export function CheckboxListField({
  id,
  label,
  options,
  value,
  onChange,
  unknownLabel = (unknown) => unknown,
  error,
  hint,
  disabled,
}: Props) {
  const known = new Set(options.map((option) => option.value));
  const shown = [
    ...options,
    ...value
      .filter((chosen) => !known.has(chosen))
      .map((chosen) => ({ value: chosen, label: unknownLabel(chosen) })),
  ];
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((chosen) => chosen !== option));

  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
      aria-describedby={describedBy(id, error, hint)}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {shown.map((option, index) => (
          <CheckboxField
            key={option.value}
            id={`${id}-${index}`}
            checked={value.includes(option.value)}
            disabled={disabled}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          >
            {option.label}
          </CheckboxField>
        ))}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  );
}
