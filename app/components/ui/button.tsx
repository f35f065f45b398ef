import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700",
  secondary:
    "border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-brand-700",
  ghost: "text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-700",
  destructive: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Class names of a button, for links that look like one. */
export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md") {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors",
    "focus-ring disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
};

export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  { variant = "primary", size = "md", className, type = "button", ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cn(buttonClasses(variant, size), className)}
      {...props}
    />
  );
});
