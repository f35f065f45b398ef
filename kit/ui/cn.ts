import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (clsx: strings, conditions, arrays) and lets a later Tailwind class replace
 * an earlier one of the same kind (tailwind-merge), so a caller's `className` can override a
 * part's own. For the back office and the customer area only: tailwind-merge is about 8.5 KB of
 * gzipped JavaScript, so public pages and the kit's parts compose with `clsx` (decision 019).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
