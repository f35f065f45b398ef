import type { ReactNode } from "react";
import { Plus } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/components/ui/cn";

type HeaderProps = {
  /** Id of the h2, referenced by the tab section's `aria-labelledby`. */
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  /** The create button's text, e.g. 'Nuovo articolo'. */
  newLabel: string;
  onNew: () => void;
  /** "start" for the catalogue tabs whose description runs over two lines (max-w-2xl). */
  align?: "end" | "start";
};

/** Title, description and 'Nuovo …' button on top of every back-office list tab. */
export function AdminTabHeader({
  titleId,
  title,
  description,
  newLabel,
  onNew,
  align = "end",
}: HeaderProps) {
  return (
    <div
      className={cn(
        "flex flex-wrap justify-between gap-4",
        align === "end" ? "items-end" : "items-start",
      )}
    >
      <div>
        <h2 id={titleId} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className={cn("mt-1", align === "start" && "max-w-2xl", "text-slate-700")}>
          {description}
        </p>
      </div>
      <Button onClick={onNew}>
        <Icon node={Plus} className="size-4" />
        {newLabel}
      </Button>
    </div>
  );
}

/** 'Caricamento...' while the list loads, the error alert when it failed. */
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
  query: { isPending: boolean; isError: boolean; data: T[] | undefined };
  errorText: string;
  emptyText: ReactNode;
  emptyRounded?: "lg" | "xl";
  /** The list itself, rendered only when there is at least one item. */
  children: (items: T[]) => ReactNode;
};

/** Loading, error, empty and filled states of a back-office list. */
export function ListStates<T>({
  query,
  errorText,
  emptyText,
  emptyRounded,
  children,
}: ListStatesProps<T>) {
  return (
    <>
      <QueryStatus query={query} errorText={errorText} />
      {query.data && query.data.length === 0 ? (
        <EmptyState rounded={emptyRounded}>{emptyText}</EmptyState>
      ) : null}
      {query.data && query.data.length > 0 ? children(query.data) : null}
    </>
  );
}
