import type { ReactNode } from "react";
import { Plus } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/components/ui/cn";

type HeaderProps = {
  /** Id of the h2, referenced by the tab section's `aria-labelledby`; without it, no h2 (the page has its h1). */
  titleId?: string;
  title: ReactNode;
  description: ReactNode;
  /** The create button ('Nuovo articolo' and what it does); a tab without one leaves it out. */
  create?: { label: string; onClick: () => void };
  /** "start" for the tabs whose description runs over two lines (max-w-2xl). */
  align?: "end" | "start";
};

/** Title, description and, on a list tab, the 'Nuovo …' button on top of every admin tab. */
function AdminTabHeader({ titleId, title, description, create, align = "end" }: HeaderProps) {
  return (
    <div
      className={cn(
        "flex flex-wrap justify-between gap-4",
        align === "end" ? "items-end" : "items-start",
      )}
    >
      <div>
        {titleId ? (
          <h2 id={titleId} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
        ) : null}
        <p className={cn("mt-1", align === "start" && "max-w-2xl", "text-slate-700")}>
          {description}
        </p>
      </div>
      {create ? (
        <Button onClick={create.onClick}>
          <Icon node={Plus} className="size-4" />
          {create.label}
        </Button>
      ) : null}
    </div>
  );
}

type SectionProps = Omit<HeaderProps, "titleId"> & {
  /** The tab's id: the section is labelled by its h2 `admin-tab-<id>`; null on a page with its own h1. */
  tabId: string | null;
  /** Space between the header and the tab's parts. */
  gap?: "6" | "8";
  testId?: string;
  children: ReactNode;
};

/** An admin tab: a section labelled by its title, the header, then the tab's parts. */
export function AdminTabSection({ tabId, gap = "6", testId, children, ...header }: SectionProps) {
  const titleId = tabId === null ? undefined : `admin-tab-${tabId}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn("grid", gap === "6" ? "gap-6" : "gap-8")}
      data-testid={testId}
    >
      <AdminTabHeader titleId={titleId} {...header} />
      {children}
    </section>
  );
}

/** 'Caricamento...' while the data loads, the error alert when it failed. */
export function QueryStatus({
  query,
  errorText,
}: {
  query: { isPending: boolean; isError: boolean };
  errorText: string;
}) {
  return (
    <>
      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {errorText}
        </p>
      ) : null}
    </>
  );
}

/** The dashed box shown when a list has nothing in it. */
export function EmptyState({
  children,
  rounded = "lg",
}: {
  children: ReactNode;
  rounded?: "lg" | "xl";
}) {
  return (
    <p
      className={cn(
        rounded === "lg" ? "rounded-lg" : "rounded-xl",
        "border border-dashed border-slate-300 bg-white p-6 text-slate-700",
      )}
    >
      {children}
    </p>
  );
}

/** A search over a list: the items it keeps, and the texts of the narrowed list. */
export type ListSearch<T> = {
  /** The items that match the search and filters (the bar itself is the tab's). */
  apply: (items: T[]) => T[];
  /** The count line, e.g. '3 di 12 clienti'. */
  count: (shown: number, total: number) => string;
  /** data-testid of the count line. */
  countTestId: string;
  /** Shown when items exist but none matches. */
  noMatchText: ReactNode;
};

type ListStatesProps<T> = {
  query: { isPending: boolean; isError: boolean; data: T[] | undefined };
  errorText: string;
  emptyText: ReactNode;
  emptyRounded?: "lg" | "xl";
  search?: ListSearch<T>;
  /** The list itself, rendered only when there is at least one item to show. */
  children: (items: T[]) => ReactNode;
};

/** Loading, error, empty, no-match and filled states of a back-office list. */
export function ListStates<T>({
  query,
  errorText,
  emptyText,
  emptyRounded,
  search,
  children,
}: ListStatesProps<T>) {
  const all = query.data;
  const shown = all && search ? search.apply(all) : all;
  return (
    <>
      <QueryStatus query={query} errorText={errorText} />
      {all && shown && search ? (
        <p
          role="status"
          className="text-sm font-medium text-slate-700"
          data-testid={search.countTestId}
        >
          {search.count(shown.length, all.length)}
        </p>
      ) : null}
      {all && all.length === 0 ? <EmptyState rounded={emptyRounded}>{emptyText}</EmptyState> : null}
      {all && all.length > 0 && shown?.length === 0 ? (
        <EmptyState rounded={emptyRounded}>{search?.noMatchText}</EmptyState>
      ) : null}
      {shown && shown.length > 0 ? children(shown) : null}
    </>
  );
}
