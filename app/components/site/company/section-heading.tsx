import type { ReactNode } from "react";
import { clsx as cn } from "clsx";

type Props = {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "center" | "left";
  className?: string;
};

/** Eyebrow, h2 and lead of a page section, in the home page's style. */
export function SectionHeading({ id, eyebrow, title, lead, align = "center", className }: Props) {
  return (
    <div className={cn(align === "center" ? "section-head" : "max-w-3xl", className)}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="section-lead">{lead}</p> : null}
    </div>
  );
}
