import { clsx as cn } from "clsx";

/**
 * The brand mark: the swallowtail battlements of Verona's Scaliger castles, with a doorway,
 * on a blue tile. Decorative: the link or text around it carries the name.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={cn("size-10 shrink-0", className)} aria-hidden="true">
      <rect width="48" height="48" rx="11" fill="#1e40af" />
      <path d="M10 38V12l5.5 5L21 12v8h6v-8l5.5 5L38 12v26Z" fill="#fff" />
      <path d="M21 38v-6a3 3 0 0 1 6 0v6Z" fill="#1e40af" />
    </svg>
  );
}

/** Mark and brand name side by side; `inverted` for dark backgrounds. */
export function Logo({
  brand,
  inverted = false,
  className,
}: {
  brand: string;
  inverted?: boolean;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span
        className={cn(
          "text-lg leading-tight font-bold tracking-tight",
          inverted ? "text-white" : "text-slate-900",
        )}
      >
        {brand}
      </span>
    </span>
  );
}
