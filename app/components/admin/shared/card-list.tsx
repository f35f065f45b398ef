import type { ReactNode } from "react";
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
  children,
}: Props<T>) {
  return (
    <ul className={className} aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li
          key={item.id}
          data-testid={cardTestId}
          className={cn("rounded-xl border border-slate-200 bg-white p-4 shadow-sm", cardClassName)}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
