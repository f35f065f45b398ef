import type { ReactNode } from "react";
import { cn } from "#app/components/ui/cn";
import { RowActions, type RowHandlers } from "./row-actions";

/** One column: its header and what a row shows in it. The first column heads its row. */
export type Column<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  /** Extra classes of the column's cells (and header), e.g. "whitespace-nowrap". */
  className?: string;
  /** data-testid of the column's cells. */
  testId?: string;
};

type Props<T extends { id: number }> = {
  items: T[];
  columns: Column<T>[];
  /** The table's caption (read by screen readers) and the name of its scroll region. */
  caption: string;
  /** data-testid of each row. */
  rowTestId: string;
  /** data-testid of the table. */
  testId?: string;
  /** Tailwind min-width of the table, e.g. "min-w-[48rem]" (it scrolls sideways below it). */
  minWidth?: string;
  /** Modifica / Elimina of each row, with the row's name. */
  actions: RowHandlers<T> & {
    name: (item: T) => string;
    /** Icon-only buttons. */
    compact?: boolean;
    /** Further actions placed before Modifica. */
    extra?: (item: T) => ReactNode;
  };
};

const cellBase = "px-4 py-3 align-top";

/**
 * The back-office table of an entity: a captioned table in a scroll region that the keyboard can
 * reach and scroll, a header cell per column, the first cell of each row as its header, and the
 * row actions in the last column.
 */
export function EntityTable<T extends { id: number }>({
  items,
  columns,
  caption,
  rowTestId,
  testId,
  minWidth = "min-w-[48rem]",
  actions,
}: Props<T>) {
  const [first, ...rest] = columns;
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className={cn("w-full text-left text-sm", minWidth)} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-800">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn(cellBase, "font-semibold", column.className)}
              >
                {column.header}
              </th>
            ))}
            <th scope="col" className={cn(cellBase, "text-right font-semibold")}>
              Azioni
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={item.id} data-testid={rowTestId}>
              {first ? (
                <th
                  scope="row"
                  className={cn(cellBase, "font-normal text-slate-800", first.className)}
                  data-testid={first.testId}
                >
                  {first.cell(item)}
                </th>
              ) : null}
              {rest.map((column) => (
                <td
                  key={column.header}
                  className={cn(cellBase, "text-slate-800", column.className)}
                  data-testid={column.testId}
                >
                  {column.cell(item)}
                </td>
              ))}
              <td className={cn(cellBase, "whitespace-nowrap")}>
                <RowActions
                  name={actions.name(item)}
                  compact={actions.compact}
                  onEdit={() => actions.onEdit(item)}
                  onDelete={() => actions.onDelete(item)}
                >
                  {actions.extra?.(item)}
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
