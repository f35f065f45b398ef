import type { ComponentProps, ReactNode } from "react";
import { Switch as SwitchPrimitive } from "radix-ui";
import { clsx } from "clsx";
import { fieldHintId } from "./field";

/** An on/off switch (Radix Switch: role="switch", Space toggles), controlled. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={clsx(
        "relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-ring focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-700",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </SwitchPrimitive.Root>
  );
}

type SwitchFieldProps = {
  id: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Text under the label, read with the switch (e.g. what "on" means). */
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
};

/**
 * A switch with its label on the left and an optional hint under the label. With
 * react-hook-form, bind it through a <Controller> (SwitchController in the back office).
 */
export function SwitchField({
  id,
  label,
  checked,
  onCheckedChange,
  hint,
  disabled,
  className,
}: SwitchFieldProps) {
  return (
    <div className={clsx("flex items-start justify-between gap-4", className)}>
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={fieldHintId(id)} className="mt-0.5 text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? fieldHintId(id) : undefined}
      />
    </div>
  );
}
