import type { ReactNode } from "react";

/** Class names of a light outline link on the dark hero (second call to action). */
export const heroOutlineLink =
  "inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/80 px-6 text-base font-semibold text-white transition-colors hover:bg-white hover:text-brand-900 focus-ring focus-visible:outline-white";

type Props = {
  /** Small label above the title. */
  eyebrow?: ReactNode;
  /** The page's only h1. */
  title: ReactNode;
  lead?: ReactNode;
  /** Shown above the eyebrow (a back link). */
  before?: ReactNode;
  /** Calls to action under the lead. */
  children?: ReactNode;
  /** Decorative icon beside the title block on large screens. */
  aside?: ReactNode;
};

/** The dark hero band that opens every company and service page (below the fixed bar). */
export function PageHero({ eyebrow, title, lead, before, children, aside }: Props) {
  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 via-brand-900 to-brand-800 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-brand-700/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-sky-500/10 blur-3xl"
      />
      <div className="mx-auto flex max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24">
        <div className="max-w-3xl flex-1">
          {before}
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-sky-200 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1
            id="page-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {title}
          </h1>
          {lead ? <p className="mt-6 text-lg text-slate-100 sm:text-xl">{lead}</p> : null}
          {children ? <div className="mt-9 flex flex-wrap gap-4">{children}</div> : null}
        </div>
        {aside ? (
          <div aria-hidden="true" className="hidden shrink-0 lg:block">
            {aside}
          </div>
        ) : null}
      </div>
    </section>
  );
}
