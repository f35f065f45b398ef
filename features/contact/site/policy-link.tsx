import type { ReactNode } from "react";

/** A link to a policy page from a form's label; it opens in a new tab so the form keeps its data. */
export function PolicyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="inline-link">
      {children}
      <span className="sr-only"> (si apre in una nuova scheda)</span>
    </a>
  );
}
