import type { ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";
import { RowActions, type RowActionLook, type RowEditHandlers } from "./row-actions";
import type { AdminList } from "./use-admin-list";

/** One column: its header and what a row shows in it. The first column heads its row. */
export type Column<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  /** Extra classes of the column's cells (and header), e.g. "whitespace-nowrap". */
  className?: string;
  /** data-testid of the column's cells. */
  testId?: string;
  /** The list's sort key of this column (the header becomes a sort button). */
  sort?: string;
};

/** The list's sort state and change, for the sortable headers. */
export type Sorting = Pick<AdminList, "sort" | "dir" | "toggleSort">;

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
  /** The list's sort (useAdminList): columns with a `sort` key get a sort button. */
  sorting?: Sorting;
  /** Modifica / Elimina (when `onDelete` is given) of each row, with the row's name. */
  actions: RowEditHandlers<T> & {
    name: (item: T) => string;
    /** Icon-only buttons. */
    compact?: boolean;
    /** Whether this row offers Elimina (every row when left out). */
    canDelete?: (item: T) => boolean;
    /** Further actions placed before Modifica. */
    extra?: (item: T) => ReactNode;
    /** Other words and icons for Modifica and Elimina. */
    labels?: { edit?: RowActionLook; delete?: RowActionLook };
  };
};

/**
 * A list declared as a table (its caption, columns, row name...): `CrudTab` renders it as an
 * `EntityTable` of the page's items, sorted by the list, with the tab's Modifica / Elimina.
 */
export type TableSpec<T extends { id: number }> = Omit<
  Props<T>,
  "items" | "sorting" | "actions"
> & {
  actions: Omit<Props<T>["actions"], "onEdit" | "onDelete">;
};

/** A first cell that names its row: the title in bold over a grey detail line (e.g. the e-mail). */
export function TitleCell({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <>
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-slate-700">{detail}</p>
    </>
  );
}

const cellBase = "px-4 py-3 align-top";
/** The actions stay in view at the region's right edge while the table scrolls sideways. */
const stickyEnd = "sticky right-0 shadow-[-1px_0_0_var(--color-slate-200)]";

const sortIcons = { asc: ArrowUp, desc: ArrowDown } as const;
const sortNames = { asc: "crescente", desc: "decrescente" } as const;

/** A column header; a sortable one is a button with the column's aria-sort. */
function HeaderCell<T>({ column, sorting }: { column: Column<T>; sorting?: Sorting }) {
  const key = column.sort;
  if (!key || !sorting) {
    return (
      <th scope="col" className={cn(cellBase, "font-semibold", column.className)}>
        {column.header}
      </th>
    );
  }
  const active = sorting.sort === key ? sorting.dir : null;
  return (
    <th
      scope="col"
      aria-sort={active === "asc" ? "ascending" : active === "desc" ? "descending" : "none"}
      className={cn(cellBase, "py-1.5 font-semibold", column.className)}
    >
      <button
        type="button"
        onClick={() => sorting.toggleSort(key)}
        className="-mx-2 inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-left font-semibold hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {column.header}
        <Icon
          node={active ? sortIcons[active] : ArrowUpDown}
          className={cn("size-4 shrink-0", active ? "text-brand-700" : "text-slate-500")}
        />
        <span className="sr-only">
          {active
            ? `, ordinato in modo ${sortNames[active]}: ordina in modo ${sortNames[active === "asc" ? "desc" : "asc"]}`
            : ": ordina"}
        </span>
      </button>
    </th>
  );
}

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
  sorting,
  actions,
}: Props<T>) {
  const [first, ...rest] = columns;
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className={cn("w-full text-left text-sm", minWidth)} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-800">
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.header} column={column} sorting={sorting} />
            ))}
            <th
              scope="col"
              className={cn(cellBase, stickyEnd, "bg-slate-50 text-right font-semibold")}
            >
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
              <td className={cn(cellBase, stickyEnd, "bg-white whitespace-nowrap")}>
                <RowActions
                  name={actions.name(item)}
                  compact={actions.compact}
                  labels={actions.labels}
                  onEdit={() => actions.onEdit(item)}
                  onDelete={
                    actions.onDelete && (actions.canDelete?.(item) ?? true)
                      ? () => actions.onDelete?.(item)
                      : undefined
                  }
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
