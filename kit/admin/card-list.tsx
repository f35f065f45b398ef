import type { ComponentProps, ReactNode } from "react";
import { cn } from "#kit/ui/cn";
import { RowActions, type RowHandlers } from "./row-actions";

/** The Modifica / Elimina of each card, after what the card shows. */
type CardActions<T> = RowHandlers<T> & {
  name: (item: T) => string;
  /** Classes of the buttons' row, e.g. "mt-auto pt-3". */
  className?: string;
  /** Further actions placed before Modifica. */
  extra?: (item: T) => ReactNode;
};

type Props<T extends { id: number }> = {
  items: T[];
  /** The list's name for screen readers, e.g. 'Clienti'. */
  label: string;
  /** The grid's classes (default "grid gap-3"). */
  className?: string;
  testId?: string;
  /** data-testid of each card. */
  cardTestId: string;
  /** Classes added to the usual white card (or replacing its look, e.g. "flex flex-col"). */
  cardClassName?: string;
  /** Cards opened by an `OpenCardButton`: the card shows the button's focus ring. */
  openable?: boolean;
  /** What a card holds besides: its own classes and data attributes (e.g. an unread state). */
  cardProps?: (item: T) => ComponentProps<"li"> & Record<`data-${string}`, unknown>;
  /** What a card shows. */
  children: (item: T) => ReactNode;
  actions?: CardActions<T>;
};

/** Cards declared as data (their label, test ids, what a card shows...): `CardList` but its items. */
export type CardSpec<T extends { id: number }> = Omit<Props<T>, "items" | "actions">;

/**
 * The cards of a `CrudTab`, with their Modifica / Elimina but for the handlers: the tab renders
 * them as a `CardList` of the page's items.
 */
export type CrudCardSpec<T extends { id: number }> = CardSpec<T> & {
  actions: Omit<CardActions<T>, "onEdit" | "onDelete">;
};

/**
 * A back-office list drawn as cards: a named list, one white bordered card per item, with its
 * Modifica / Elimina when `actions` are given.
 */
export function CardList<T extends { id: number }>({
  items,
  label,
  className = "grid gap-3",
  testId,
  cardTestId,
  cardClassName,
  openable = false,
  cardProps,
  children,
  actions,
}: Props<T>) {
  return (
    <ul className={className} aria-label={label} data-testid={testId}>
      {items.map((item) => {
        const own = cardProps?.(item);
        return (
          <li
            key={item.id}
            data-testid={cardTestId}
            {...own}
            className={cn(
              "rounded-xl border border-slate-200 bg-white p-4 shadow-sm",
              openable &&
                "relative focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700",
              cardClassName,
              own?.className,
            )}
          >
            {children(item)}
            {actions ? (
              <RowActions
                name={actions.name(item)}
                onEdit={() => actions.onEdit(item)}
                onDelete={() => actions.onDelete(item)}
                className={actions.className}
              >
                {actions.extra?.(item)}
              </RowActions>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The title of an openable card: the button that opens the item, whose click area covers the
 * whole card (`CardList` with `openable`).
 */
export function OpenCardButton({
  onClick,
  children,
}: {
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-left font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl focus:outline-none"
    >
      {children}
    </button>
  );
}
