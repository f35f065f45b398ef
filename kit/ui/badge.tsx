import type { ReactNode } from "react";
import { clsx } from "clsx";

/** Colours of a badge; the text always says what the colour only underlines. */
const tones = {
  neutral: "bg-slate-200 text-slate-800",
  muted: "bg-slate-100 text-slate-800",
  info: "bg-sky-100 text-sky-900",
  blue: "bg-blue-100 text-blue-900",
  success: "bg-green-100 text-green-800",
  caution: "bg-yellow-100 text-yellow-900",
  warning: "bg-amber-100 text-amber-900",
  orange: "bg-orange-100 text-orange-900",
  danger: "bg-red-100 text-red-800",
  critical: "bg-red-700 text-white",
  violet: "bg-violet-100 text-violet-900",
  brand: "bg-brand-700 text-white",
} as const;

export type BadgeTone = keyof typeof tones;

type Props = {
  /** A colour of the kit; leave it out when `className` gives the colours (e.g. a category's). */
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  "data-testid"?: string;
};

/** A small rounded label: a status, a category, a count. */
export function Badge({ tone, children, className, ...props }: Props) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tone ? tones[tone] : null,
        className,
      )}
      {...props}
    >
      {children}
    </span>
  );
}
