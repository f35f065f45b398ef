import { createContext, useContext, type ReactNode } from "react";
import { Plus } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { cn } from "#kit/ui/cn";
import { Pagination, type Nouns } from "./pagination";
import type { AdminList } from "./use-admin-list";

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

/**
 * The tab the panel shows, as the tab registry declares it (admin-tabs.tsx): its id and its
 * sidebar label, which are the id and the title of its section unless the section says otherwise.
 */
export const ShownTabContext = createContext<{ id: string; label: string } | null>(null);

/** The id and title of a tab's section: the ones given, else the shown tab's. */
export function useTabHeading(tabId?: string | null, title?: ReactNode) {
  const shown = useContext(ShownTabContext);
  return { tabId: tabId === undefined ? (shown?.id ?? null) : tabId, title: title ?? shown?.label };
}

type SectionProps = Omit<HeaderProps, "titleId" | "title"> & {
  /**
   * The tab's id: the section is labelled by its h2 `admin-tab-<id>`; null on a page with its own
   * h1. Default: the shown tab's.
   */
  tabId?: string | null;
  /** Default: the shown tab's label. */
  title?: ReactNode;
  /** Space between the header and the tab's parts. */
  gap?: "6" | "8";
  testId?: string;
  children: ReactNode;
};

/** An admin tab: a section labelled by its title, the header, then the tab's parts. */
export function AdminTabSection({
  tabId: givenId,
  title: givenTitle,
  gap = "6",
  testId,
  children,
  ...header
}: SectionProps) {
  const { tabId, title } = useTabHeading(givenId, givenTitle);
  const titleId = tabId === null ? undefined : `admin-tab-${tabId}`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn("grid", gap === "6" ? "gap-6" : "gap-8")}
      data-testid={testId}
    >
      <AdminTabHeader titleId={titleId} title={title} {...header} />
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

type ListStatesProps<T> = {
  /** The list (useAdminList): its page, and whether a search or filter narrows it. */
  list: Pick<AdminList<T>, "query" | "narrowed" | "page" | "setPage">;
  errorText: string;
  /** The text of a list with nothing in it at all. */
  emptyText: ReactNode;
  /** The text when the search or filters match nothing. */
  noMatchText: ReactNode;
  emptyRounded?: "lg" | "xl";
  /** What the list holds, for the pagination, e.g. { one: "messaggio", many: "messaggi" }. */
  noun: Nouns;
  /** data-testid of the range line ("1–25 di 10.000"). */
  countTestId?: string;
  /** The items of the page, rendered only when there is at least one. */
  children: (items: T[]) => ReactNode;
};

/**
 * Loading, error, empty, no-match and filled states of a back-office list read a page at a time
 * (decision 023), with the range line and the pagination under the items.
 */
export function ListStates<T>({
  list,
  errorText,
  emptyText,
  noMatchText,
  emptyRounded,
  noun,
  countTestId,
  children,
}: ListStatesProps<T>) {
  const data = list.query.data;
  return (
    <>
      <QueryStatus query={list.query} errorText={errorText} />
      {data && data.total === 0 ? (
        <EmptyState rounded={emptyRounded}>{list.narrowed ? noMatchText : emptyText}</EmptyState>
      ) : null}
      {data && data.total > 0 && data.items.length === 0 ? (
        <EmptyState rounded={emptyRounded}>Questa pagina è vuota: torna alla prima.</EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <div className={cn("grid gap-4", list.query.isPlaceholderData && "opacity-60")}>
          {children(data.items)}
        </div>
      ) : null}
      {data && data.total > 0 ? (
        <Pagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          noun={noun}
          onPage={list.setPage}
          countTestId={countTestId}
        />
      ) : null}
    </>
  );
}
