import {
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  is,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import { PAGE_SIZE, type ListParams, type Page } from "#kit/lib/page";
import type { Database } from "./client";

/**
 * The admin lists' queries (decision 023): search, order, one page of 25 and its count, the CSV
 * export's rows. The query and answer schemas of the API are server/http/list-query.ts.
 */

/** The condition of `?status=` on the row's on/off column; none without the parameter. */
export const activeStatusWhere = (column: PgColumn, status?: "active" | "inactive") =>
  status ? eq(column, status === "active") : undefined;

/** `text` as a LIKE pattern that matches it anywhere, its `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * Rows where every word of `q` is in one of `columns` (any case, any order: "rossi cantina"
 * finds Mario Rossi of Cantina Bertoldi); undefined (no condition) for no `q`.
 */
export function searchWhere(q: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const words = q?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => or(...columns.map((column) => ilike(column, containsPattern(word))))),
  );
}

/** What a list can be ordered by: its whitelisted columns and the order without a choice. */
export type SortSpec<Sort extends string> = {
  columns: Record<Sort, AnyColumn | SQL>;
  /** The list's own order (sortOrder, pending first...), used without `sort` and after it. */
  defaults: SQL[];
};

/**
 * ORDER BY of a list: the chosen column (nulls last) then the default order. A column that
 * cannot be null is ordered plainly, so one b-tree index on it serves both directions.
 */
export function orderOf<Sort extends string>(
  spec: SortSpec<Sort>,
  params: ListParams<Sort>,
): SQL[] {
  if (!params.sort) return spec.defaults;
  const column = spec.columns[params.sort];
  const plain = params.dir === "desc" ? desc(column) : asc(column);
  const chosen = is(column, Column) && column.notNull ? plain : sql`${plain} nulls last`;
  return [chosen, ...spec.defaults];
}

/** LIMIT and OFFSET of the asked page. */
export const pageWindow = (params: ListParams) => {
  const page = params.page ?? 1;
  return { page, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
};

/** Builds one page from its rows and the total count. */
export const pageOf = <T>(items: T[], total: number, params: ListParams): Page<T> => ({
  items,
  total,
  page: params.page ?? 1,
  pageSize: PAGE_SIZE,
});

/** The page with each item as `map` gives it (the rows as the API answers them). */
export async function mapPage<T, U>(page: Promise<Page<T>>, map: (item: T) => U): Promise<Page<U>> {
  const read = await page;
  return { ...read, items: read.items.map(map) };
}

/**
 * A page of a query the caller built (joins, grouping...): `rows` receives the ORDER BY, LIMIT
 * and OFFSET, `total` counts the matching rows.
 */
export async function queryPage<T, Sort extends string>(
  params: ListParams<Sort>,
  spec: SortSpec<Sort>,
  load: {
    rows: (window: { order: SQL[]; limit: number; offset: number }) => Promise<T[]>;
    total: () => Promise<number>;
  },
): Promise<Page<T>> {
  const { limit, offset } = pageWindow(params);
  const [items, total] = await Promise.all([
    load.rows({ order: orderOf(spec, params), limit, offset }),
    load.total(),
  ]);
  return pageOf(items, total, params);
}

/** How a one-table list is searched and sorted. */
export type TableList<Sort extends string> = SortSpec<Sort> & {
  /** The columns `q` searches. */
  search: (AnyColumn | SQL)[];
};

/** A list's search and sort, its sort names being the keys of `columns` (written once). */
export const tableList = <const Sort extends string>(list: TableList<Sort>) => list;

/** The columns of `table` named `names`, each sorted by under its own name (`columns`). */
export function ownColumns<T extends PgTable, const K extends keyof T["_"]["columns"] & string>(
  table: T,
  names: readonly K[],
): Pick<T["_"]["columns"], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<
    T["_"]["columns"],
    K
  >;
}

/** The rows a one-table list selects, typed by its fields. */
export type Rows<Fields> = { [K in keyof Fields]: FieldValue<Fields[K]> }[];

/** The columns (or aliased expressions) a list of one table selects. */
type TableFields = Record<string, PgColumn | SQL.Aliased>;

/**
 * The arguments of a list of one table: `fields` of `table`, searched and sorted as `list` says
 * for `params`, filtered by `where` (the list's filters).
 */
type OneTableList<Sort extends string, Fields extends TableFields> = [
  db: Database,
  table: PgTable,
  fields: Fields,
  list: TableList<Sort>,
  params: ListParams<Sort>,
  where?: SQL,
];

/** The matching rows of one table in the list's order (`where`: the list's filters). */
function selectRows<Fields extends TableFields>(
  db: Database,
  table: PgTable,
  fields: Fields,
  condition: SQL | undefined,
  order: SQL[],
) {
  return (db.select(fields).from(table as never) as unknown as PgSelect)
    .$dynamic()
    .where(condition)
    .orderBy(...order);
}

/**
 * A page of one table: `where` (the list's filters) and the search, the chosen order, 25 rows,
 * and the count of every matching row.
 */
export function tablePage<Sort extends string, Fields extends TableFields>(
  ...[db, table, fields, list, params, where]: OneTableList<Sort, Fields>
): Promise<Page<Rows<Fields>[number]>> {
  const condition = and(where, searchWhere(params.q, list.search));
  return queryPage(params, list, {
    rows: ({ order, limit, offset }) =>
      selectRows(db, table, fields, condition, order)
        .limit(limit)
        .offset(offset) as unknown as Promise<Rows<Fields>>,
    total: () => countWhere(db, table, condition),
  });
}

/**
 * A page of a select with joins: `from(fields)` is the select of those fields with its FROM and
 * joins (no WHERE); the list's filters (`where`) and search apply to both the rows and the count.
 */
export function joinedPage<Sort extends string, Fields extends SelectedFields, Out>(
  params: ListParams<Sort>,
  list: TableList<Sort>,
  from: (fields: SelectedFields) => PgSelect,
  fields: Fields,
  map: (row: Rows<Fields>[number]) => Out,
  where?: SQL,
): Promise<Page<Out>> {
  const condition = and(where, searchWhere(params.q, list.search));
  return queryPage(params, list, {
    rows: async ({ order, limit, offset }) => {
      const rows = (await from(fields)
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)) as unknown as Rows<Fields>;
      return rows.map(map);
    },
    total: async () => {
      const rows = (await from({ n: count() }).where(condition)) as unknown as { n: number }[];
      return Number(rows[0]?.n ?? 0);
    },
  });
}

/** What `db.select()` accepts. */
export type SelectedFields = Record<string, PgColumn | SQL | SQL.Aliased>;

/** An export holds at most this many rows. */
export const EXPORT_LIMIT = 100_000;

/** Every matching row of one table (up to EXPORT_LIMIT) in the list's order: the CSV export. */
export function tableRows<Sort extends string, Fields extends TableFields>(
  ...[db, table, fields, list, params, where]: OneTableList<Sort, Fields>
): Promise<Rows<Fields>> {
  const condition = and(where, searchWhere(params.q, list.search));
  return selectRows(db, table, fields, condition, orderOf(list, params)).limit(
    EXPORT_LIMIT,
  ) as unknown as Promise<Rows<Fields>>;
}

type FieldValue<F> = F extends PgColumn
  ? F["_"]["notNull"] extends true
    ? F["_"]["data"]
    : F["_"]["data"] | null
  : F extends SQL.Aliased<infer T>
    ? T
    : F extends SQL<infer T>
      ? T
      : never;

/** How many rows of `table` match `where`. */
export async function countWhere(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const rows: { n: number }[] = await db
    .select({ n: count() })
    .from(table as PgTable<never>)
    .where(where);
  return Number(rows[0]?.n ?? 0);
}
