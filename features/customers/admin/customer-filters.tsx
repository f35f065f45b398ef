import type { CustomerStatusFilter } from "../customers.schema";
import { SelectField } from "#app/components/ui/select";
import { TextField } from "#app/components/ui/input";

export type CustomerFilters = { search: string; status: CustomerStatusFilter };

const statusOptions: { value: CustomerStatusFilter; label: string }[] = [
  { value: "all", label: "Tutti" },
  { value: "active", label: "Attivi" },
  { value: "inactive", label: "Disattivati" },
];

type Props = { filters: CustomerFilters; onChange: (filters: CustomerFilters) => void };

/** Search (name, email, company) and status filter of the customers list. */
export function CustomerFiltersBar({ filters, onChange }: Props) {
  return (
    <div
      role="search"
      aria-label="Filtra i clienti"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr]"
    >
      <TextField
        id="customers-search"
        label="Cerca"
        type="search"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        placeholder="Nome, email o azienda"
        autoComplete="off"
      />
      <SelectField
        id="customers-status"
        label="Stato"
        options={statusOptions}
        value={filters.status}
        onChange={(event) =>
          onChange({ ...filters, status: event.target.value as CustomerStatusFilter })
        }
      />
    </div>
  );
}
