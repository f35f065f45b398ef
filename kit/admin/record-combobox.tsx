import { useEffect, useState } from "react";
import { useCombobox } from "downshift";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { answer } from "#kit/lib/api-client";
import { getJson } from "#kit/lib/api";
import { controlClasses } from "#kit/ui/input";
import { FieldMessages, RequiredMark, controlAria, type FieldProps } from "#kit/ui/field";
import type { Page } from "#server/http/list-query";
import type { AdminCustomer, CustomerOption } from "#features/customers/customers.schema";
import { customersClient, customersPath } from "#features/customers/admin/customer-api";

/** Milliseconds between the last key typed and the search. */
export const CUSTOMER_SEARCH_DELAY = 250;

/** A choice of the list: a customer (its id as text) or one of the field's own choices. */
type Choice = { value: string; label: string; detail?: string };

type Props = Omit<FieldProps, "requiredMark"> & {
  /** The chosen value: a customer's id as text, the value of one of `extras`, or "". */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Choices listed before the customers, e.g. 'Tutti i clienti' (value ""). */
  extras?: readonly Choice[];
  placeholder?: string;
};

/** The words a customer is listed and shown with. */
export function customerChoice(customer: CustomerOption): Choice {
  return {
    value: String(customer.id),
    label: `${customer.firstName} ${customer.lastName}${customer.companyName ? ` (${customer.companyName})` : ""}`,
    detail: `${customer.email}${customer.isActive ? "" : " · disattivato"}`,
  };
}

const isCustomerId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

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
 * A customer chosen by typing (decision 023): an accessible combobox (WAI-ARIA 1.2, through
 * downshift: arrows, Enter, Escape, Home/End, aria-activedescendant) whose list is the first
 * page of `GET /api/admin/customers?q=` for the text typed (name, e-mail or company), so it
 * stays quick with thousands of customers. The chosen customer is read on its own
 * (`GET /api/admin/customers/options/:id`) when it is not among the results (a URL, a draft).
 */
export function CustomerCombobox({
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
  placeholder = "Cerca per nome, email o azienda",
}: Props) {
  const [typed, setTyped] = useState("");
  const q = useSettled(typed.trim(), CUSTOMER_SEARCH_DELAY);
  const [open, setOpen] = useState(false);

  const search = useQuery({
    queryKey: [customersPath, "search", q],
    queryFn: () =>
      getJson<Page<AdminCustomer>>(`${customersPath}?${new URLSearchParams(q ? { q } : {})}`),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const chosenId = isCustomerId(value) ? value : null;
  const fromResults = search.data?.items.find((customer) => String(customer.id) === chosenId);
  const chosen = useQuery({
    queryKey: [customersPath, "options", chosenId],
    queryFn: () => answer(customersClient.options[":id"].$get({ param: { id: chosenId ?? "" } })),
    enabled: chosenId !== null && !fromResults,
    retry: false,
  });

  const customers = (search.data?.items ?? []).map(customerChoice);
  const items: Choice[] = [...extras, ...customers];
  const chosenCustomer = fromResults ?? chosen.data;
  const selectedItem: Choice | null =
    extras.find((extra) => extra.value === value) ??
    (chosenCustomer ? customerChoice(chosenCustomer) : null);

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
      // Only what is typed searches; the chosen customer's name shown back does not.
      setTyped(type === useCombobox.stateChangeTypes.InputChange ? inputValue : ""),
    onIsOpenChange: ({ isOpen }) => setOpen(isOpen),
  });

  const total = search.data?.total ?? 0;
  const status = !open
    ? ""
    : search.isError
      ? "Impossibile cercare i clienti."
      : !search.data
        ? "Ricerca dei clienti..."
        : total === 0
          ? "Nessun cliente corrisponde alla ricerca."
          : total > customers.length
            ? `Primi ${customers.length} clienti di ${total.toLocaleString("it-IT")}: scrivi per restringere.`
            : total === 1
              ? "1 cliente trovato."
              : `${total.toLocaleString("it-IT")} clienti trovati.`;
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
        <p className="mt-1.5 text-sm text-slate-700">Il cliente scelto non esiste più.</p>
      ) : null}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
