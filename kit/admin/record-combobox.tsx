import { useEffect, useState } from "react";
import { useCombobox } from "downshift";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { controlClasses } from "#kit/ui/input";
import { FieldMessages, RequiredMark, controlAria, type FieldProps } from "#kit/ui/field";
import type { Page } from "#kit/lib/page";

/** Milliseconds between the last key typed and the search. */
export const RECORD_SEARCH_DELAY = 250;

/** A choice of the list: a record (its id as text) or one of the field's own choices. */
export type Choice = { value: string; label: string; detail?: string };

/** What the field says while searching, in the words of its records. */
export type RecordComboboxTexts = {
  /** "Impossibile cercare i clienti." */
  failed: string;
  /** "Ricerca dei clienti..." */
  searching: string;
  /** "Nessun cliente corrisponde alla ricerca." */
  none: string;
  /** "1 cliente trovato." */
  one: string;
  /** "12 clienti trovati." */
  many: (total: string) => string;
  /** "Primi 25 clienti di 1.200: scrivi per restringere." */
  firstOf: (shown: number, total: string) => string;
  /** "Il cliente scelto non esiste più." */
  gone: string;
};

/** Where the records come from: the admin list searched, and one record read by its id. */
export type RecordSource<T> = {
  /** The admin list's path, the queries' key. */
  path: string;
  search: (q: string) => Promise<Page<T>>;
  byId: (id: string) => Promise<T>;
  choice: (record: T) => Choice;
  texts: RecordComboboxTexts;
};

export type RecordComboboxProps = Omit<FieldProps, "requiredMark"> & {
  /** The chosen value: a record's id as text, the value of one of `extras`, or "". */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Choices listed before the records, e.g. 'Tutti i clienti' (value ""). */
  extras?: readonly Choice[];
  placeholder?: string;
};

const isRecordId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/** The text typed, once typing pauses. */
function useSettled(text: string, delay: number) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * A record chosen by typing (decision 023): an accessible combobox (WAI-ARIA 1.2, through
 * downshift: arrows, Enter, Escape, Home/End, aria-activedescendant) whose list is the first
 * page of the source's admin list for the text typed, so it stays quick with thousands of
 * records. The chosen record is read on its own (`byId`) when it is not among the results (a
 * URL, a draft). An entity gives its source (kit/admin/record-combobox.tsx).
 */
export function RecordCombobox<T extends { id: number }>({
  source,
  id,
  label,
  required,
  error,
  hint,
  className,
  value,
  onChange,
  onBlur,
  name,
  extras = [],
  placeholder,
}: RecordComboboxProps & { source: RecordSource<T> }) {
  const { path, texts } = source;
  const [typed, setTyped] = useState("");
  const q = useSettled(typed.trim(), RECORD_SEARCH_DELAY);
  const [open, setOpen] = useState(false);

  const search = useQuery({
    queryKey: [path, "search", q],
    queryFn: () => source.search(q),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const chosenId = isRecordId(value) ? value : null;
  const fromResults = search.data?.items.find((record) => String(record.id) === chosenId);
  const chosen = useQuery({
    queryKey: [path, "options", chosenId],
    queryFn: () => source.byId(chosenId ?? ""),
    enabled: chosenId !== null && !fromResults,
    retry: false,
  });

  const records = (search.data?.items ?? []).map(source.choice);
  const items: Choice[] = [...extras, ...records];
  const chosenRecord = fromResults ?? chosen.data;
  const selectedItem: Choice | null =
    extras.find((extra) => extra.value === value) ??
    (chosenRecord ? source.choice(chosenRecord) : null);

  const combobox = useCombobox<Choice>({
    items,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    getItemId: (index) => `${id}-option-${index}`,
    itemToString: (item) => item?.label ?? "",
    itemToKey: (item) => item?.value,
    selectedItem,
    onSelectedItemChange: ({ selectedItem: item }) => onChange(item?.value ?? ""),
    onInputValueChange: ({ inputValue, type }) =>
      // Only what is typed searches; the chosen record's name shown back does not.
      setTyped(type === useCombobox.stateChangeTypes.InputChange ? inputValue : ""),
    onIsOpenChange: ({ isOpen }) => setOpen(isOpen),
  });

  const total = search.data?.total ?? 0;
  const status = !open
    ? ""
    : search.isError
      ? texts.failed
      : !search.data
        ? texts.searching
        : total === 0
          ? texts.none
          : total > records.length
            ? texts.firstOf(records.length, total.toLocaleString("it-IT"))
            : total === 1
              ? texts.one
              : texts.many(total.toLocaleString("it-IT"));
  const aria = controlAria({ id, required, error, hint });

  return (
    <div className={clsx("relative", className)}>
      <label {...combobox.getLabelProps()} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        {...combobox.getInputProps({
          name,
          onBlur,
          placeholder,
          autoComplete: "off",
          "aria-required": aria["aria-required"],
          "aria-invalid": aria["aria-invalid"],
          "aria-describedby": aria["aria-describedby"],
          className: controlClasses(Boolean(error)),
        })}
        type="text"
      />
      <ul
        {...combobox.getMenuProps()}
        // Still typing, or the answer for the text typed not there yet.
        aria-busy={typed.trim() !== q || search.isFetching || undefined}
        className={clsx(
          "absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg",
          !(combobox.isOpen && items.length > 0) && "hidden",
        )}
      >
        {combobox.isOpen
          ? items.map((item, index) => (
              <li
                key={item.value || "extra"}
                {...combobox.getItemProps({ item, index })}
                className={clsx(
                  "cursor-pointer px-3 py-2 text-sm",
                  combobox.highlightedIndex === index
                    ? "bg-brand-50 text-slate-900"
                    : "text-slate-800",
                  selectedItem?.value === item.value && "font-semibold",
                )}
              >
                <span className="block">{item.label}</span>
                {item.detail ? (
                  <span className="block text-xs text-slate-600">{item.detail}</span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      {chosen.isError && !selectedItem ? (
        <p className="mt-1.5 text-sm text-slate-700">{texts.gone}</p>
      ) : null}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
