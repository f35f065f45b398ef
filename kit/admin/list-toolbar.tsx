import { useContext, type ReactNode } from "react";
import { Download } from "lucide";
import { Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { Select, SelectField, type SelectOption } from "#kit/ui/select";
import { TextField } from "#kit/ui/input";
import { cn } from "#kit/ui/cn";
import { ShownTabContext } from "./tab-parts";
import { useSearchText, type AdminList, type SortDir } from "./use-admin-list";

/** A filter of a list: its URL parameter, label, options and the text of "no filter". */
export type ListFilter = {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first option, meaning no filter (e.g. 'Tutti gli stati'). */
  all: string;
};

/** The options of a select, a filter or a card list's sort from their labels, in that order. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** A filter of a list: its URL parameter, label, text of "no filter" and options. */
export const filterOf = (
  name: string,
  label: string,
  all: string,
  options: readonly SelectOption[],
): ListFilter => ({ name, label, all, options });

/** The filter of the lists whose items are active or not (`?status=active|inactive`). */
export const activeFilter = filterOf(
  "status",
  "Stato",
  "Tutti",
  optionsOf({ active: "Attivi", inactive: "Disattivati" }),
);

type Props = {
  list: Pick<
    AdminList,
    "q" | "setSearch" | "filters" | "setFilter" | "sort" | "dir" | "setSort" | "apiQuery"
  >;
  /** The prefix of the controls' ids, e.g. "contacts" (contacts-search...); default the tab's id. */
  idPrefix?: string;
  /** The search region's name, e.g. 'Filtra i messaggi'. */
  label: string;
  placeholder: string;
  filters?: ListFilter[];
  /** Card lists: the sortable fields, offered as 'Ordina per' (tables sort by their headers). */
  sorts?: { value: string; label: string }[];
  /** The CSV export of what the list shows: the list's API path (`<path>/export.csv?<query>`). */
  exportPath?: string;
  children?: ReactNode;
};

const dirOptions: { value: SortDir; label: string }[] = [
  { value: "asc", label: "Crescente" },
  { value: "desc", label: "Decrescente" },
];

/**
 * The bar above a back-office list (decision 023): the search box, the list's filters, the sort
 * of a card list and the 'Esporta CSV' link. Every value is kept in the URL by `useAdminList`.
 */
export function ListToolbar({
  list,
  idPrefix: givenPrefix,
  label,
  placeholder,
  filters = [],
  sorts,
  exportPath,
  children,
}: Props) {
  const [text, setText] = useSearchText(list);
  const shownTab = useContext(ShownTabContext);
  const idPrefix = givenPrefix ?? shownTab?.id ?? "list";
  return (
    <div
      role="search"
      aria-label={label}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 xl:grid-cols-4"
    >
      <TextField
        id={`${idPrefix}-search`}
        label="Cerca"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={cn(filters.length + (sorts ? 1 : 0) > 1 && "xl:col-span-2")}
      />
      {filters.map((filter) => (
        <SelectField
          key={filter.name}
          id={`${idPrefix}-${filter.name}`}
          label={filter.label}
          options={filter.options}
          placeholder={filter.all}
          value={list.filters[filter.name] ?? ""}
          onChange={(event) => list.setFilter(filter.name, event.target.value)}
        />
      ))}
      {sorts ? (
        <fieldset className="min-w-0">
          <legend className="text-sm font-semibold text-slate-800">Ordina per</legend>
          <div className="flex gap-2">
            <Select
              aria-label="Campo dell'ordinamento"
              id={`${idPrefix}-sort`}
              options={sorts}
              placeholder="Ordine predefinito"
              value={list.sort ?? ""}
              onChange={(event) => list.setSort(event.target.value || null, list.dir)}
            />
            <Select
              aria-label="Direzione dell'ordinamento"
              id={`${idPrefix}-dir`}
              options={dirOptions}
              value={list.dir}
              disabled={!list.sort}
              onChange={(event) => list.setSort(list.sort, event.target.value as SortDir)}
            />
          </div>
        </fieldset>
      ) : null}
      {children}
      {exportPath ? (
        <div className="flex items-end">
          <a
            href={`${exportPath}/export.csv${list.apiQuery ? `?${list.apiQuery}` : ""}`}
            download
            className={buttonClasses("secondary")}
          >
            <Icon node={Download} className="size-4" />
            Esporta CSV
          </a>
        </div>
      ) : null}
    </div>
  );
}
