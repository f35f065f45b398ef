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

type SectionProps = Omit<Props, "className"> & {
  /** White (default) or the light grey band that alternates with it. */
  tone?: "white" | "muted";
  /** The classes of the inner block: the page's width by default, or a narrower one. */
  container?: string;
  children: ReactNode;
};

/** A page section: a white or grey band, the page's width, the heading, then its content. */
export function PageSection({
  id,
  tone = "white",
  container = "container-page",
  children,
  ...heading
}: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={tone === "muted" ? "bg-slate-50 py-20 sm:py-24" : "bg-white py-20 sm:py-24"}
    >
      <div className={container}>
        <SectionHeading id={id} {...heading} />
        {children}
      </div>
    </section>
  );
}

/** A page section whose content is a grid of cards (a `ul` of `li`), then what may follow it. */
export function CardGridSection({
  grid,
  after,
  children,
  ...section
}: SectionProps & { grid: string; after?: ReactNode }) {
  return (
    <PageSection {...section}>
      <ul className={grid}>{children}</ul>
      {after}
    </PageSection>
  );
}
