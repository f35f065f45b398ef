import { useMemo, useState } from "react";
import { cn } from "#kit/ui/cn";
import { filterCustomers, type CustomerOption } from "#features/customers/customers.schema";
import { TextField } from "#kit/ui/input";
import { useCustomerOptions } from "#features/customers/admin/customer-api";

type Props = { selectedId: number | null; onSelect: (customer: CustomerOption) => void };

/** The picker shows at most this many customers; the search narrows the rest. */
const SHOWN = 50;

/** Left column: the active customers, with a search on name, e-mail and company. */
export function CustomerPicker({ selectedId, onSelect }: Props) {
  const query = useCustomerOptions();
  const [search, setSearch] = useState("");
  const shown = useMemo(
    () => (query.data ? filterCustomers(query.data, search, "active") : []),
    [query.data, search],
  );

  return (
    <section
      aria-labelledby="assignments-customers"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="assignments-customers" className="text-lg font-bold text-slate-900">
        Clienti attivi
      </h3>
      <div role="search" aria-label="Cerca tra i clienti attivi" className="mt-3">
        <TextField
          id="assignments-search"
          label="Cerca cliente"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Nome, email o azienda"
          autoComplete="off"
        />
      </div>
      {query.isPending ? (
        <p role="status" className="mt-4">
          Caricamento...
        </p>
      ) : null}
      {query.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          Impossibile caricare i clienti.
        </p>
      ) : null}
      {query.data && shown.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {search.trim()
            ? "Nessun cliente attivo corrisponde alla ricerca."
            : "Nessun cliente attivo."}
        </p>
      ) : null}
      {shown.length > SHOWN ? (
        <p className="mt-4 text-sm text-slate-700" role="status">
          Primi {SHOWN} di {shown.length.toLocaleString("it-IT")}: cerca per trovare gli altri.
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="mt-4 grid max-h-[32rem] gap-2 overflow-y-auto" aria-label="Clienti attivi">
          {shown.slice(0, SHOWN).map((customer) => {
            const selected = customer.id === selectedId;
            return (
              <li key={customer.id}>
                <button
                  type="button"
                  onClick={() => onSelect(customer)}
                  aria-current={selected ? "true" : undefined}
                  data-testid="assignment-customer"
                  className={cn(
                    "w-full rounded-lg border px-3 py-2.5 text-left focus-ring focus-visible:outline-brand-700",
                    selected
                      ? "border-brand-700 bg-brand-50"
                      : "border-slate-200 hover:border-brand-600 hover:bg-slate-50",
                  )}
                >
                  <span className="block font-semibold wrap-anywhere text-slate-900">
                    {customer.firstName} {customer.lastName}
                  </span>
                  <span className="block text-sm wrap-anywhere text-slate-700">
                    {customer.companyName ?? customer.email}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
