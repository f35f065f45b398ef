import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/components/ui/cn";

type Props<T extends { id: number }> = {
  items: T[];
  /** The list's name for screen readers, e.g. 'Clienti'. */
  label: string;
  /** The grid's classes, e.g. "grid gap-3". */
  className: string;
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
};

/** A back-office list drawn as cards: a named list, one white bordered card per item. */
export function CardList<T extends { id: number }>({
  items,
  label,
  className,
  testId,
  cardTestId,
  cardClassName,
  openable = false,
  cardProps,
  children,
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
