import type { ReactNode } from "react";
import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { SwitchField } from "#kit/ui/switch";

type Props<T extends FieldValues> = {
  // The form's control, whatever its context and output types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  /** A boolean field of the form. */
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Shown while the field has no value yet (default off). */
  unsetChecked?: boolean;
};

/** The kit's `SwitchField` bound to a boolean field of a react-hook-form form. */
export function SwitchController<T extends FieldValues>({
  control,
  name,
  unsetChecked = false,
  ...props
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchField
          {...props}
          checked={Boolean(field.value ?? unsetChecked)}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );
}
