import type { ComponentProps } from "react";
import { clsx } from "clsx";

// The classes are component classes of app.css (decision 014): .btn, a variant, a size. A
// utility in `className` wins over them, so plain clsx is enough here (decision 019).
export type ButtonVariant = "primary" | "secondary" | "ghost" | "destructive";
type ButtonSize = "sm" | "md" | "lg";

/** Class names of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return `btn btn-${variant} btn-${size}`;
}

type Props = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button (type "button" unless given); `ref` is a plain prop (React 19). */
export function Button({
  variant = "primary",
  size = "md",
  className,
  type = "button",
  ...props
}: Props) {
  return (
    <button type={type} className={clsx(buttonClasses(variant, size), className)} {...props} />
  );
}
