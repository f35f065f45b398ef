import {
  categoryFilterLabels,
  readFilterLabels,
  type CategoryFilter,
  type ContactFilters,
  type ReadFilter,
} from "../contact-inbox";
import { SelectField } from "#app/components/ui/select";
import { TextField } from "#app/components/ui/input";

type Props = { filters: ContactFilters; onChange: (filters: ContactFilters) => void };

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

const categoryOptions = options(categoryFilterLabels);
const readOptions = options(readFilterLabels);

/** Search (name, email, message, company), category filter and read filter of the inbox. */
export function ContactFiltersBar({ filters, onChange }: Props) {
  return (
    <div
      role="search"
      aria-label="Filtra i messaggi"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr]"
    >
      <TextField
        id="contacts-search"
        label="Cerca"
        type="search"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        placeholder="Nome, email, azienda o testo"
        autoComplete="off"
      />
      <SelectField
        id="contacts-category"
        label="Categoria"
        options={categoryOptions}
        value={filters.category}
        onChange={(event) =>
          onChange({ ...filters, category: event.target.value as CategoryFilter })
        }
      />
      <SelectField
        id="contacts-read"
        label="Stato"
        options={readOptions}
        value={filters.read}
        onChange={(event) => onChange({ ...filters, read: event.target.value as ReadFilter })}
      />
    </div>
  );
}
