import { useId } from "react";
import { ticketPriorityLabels, ticketStatusLabels } from "../ticket-values";
import type { AdminCustomer } from "#features/customers/customers.schema";
import { SelectField } from "#app/components/admin/shared/form-fields";
import type { TicketFilterValues } from "./support-api";
import { optionsOf } from "./support-format";

type Props = {
  filters: TicketFilterValues;
  onChange: (filters: TicketFilterValues) => void;
  customers: AdminCustomer[];
};

/** Status, priority and customer filters of the ticket desk (empty value: all). */
export function TicketFilters({ filters, onChange, customers }: Props) {
  const id = useId();
  const set = (key: keyof TicketFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value });
  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
      <SelectField
        id={`${id}-status`}
        label="Stato"
        value={filters.status}
        onChange={set("status")}
        placeholder="Tutti gli stati"
        options={optionsOf(ticketStatusLabels)}
      />
      <SelectField
        id={`${id}-priority`}
        label="Priorità"
        value={filters.priority}
        onChange={set("priority")}
        placeholder="Tutte le priorità"
        options={optionsOf(ticketPriorityLabels)}
      />
      <SelectField
        id={`${id}-customer`}
        label="Cliente"
        value={filters.customerId}
        onChange={set("customerId")}
        placeholder="Tutti i clienti"
        options={customers.map((c) => ({
          value: String(c.id),
          label: `${c.firstName} ${c.lastName}${c.companyName ? ` (${c.companyName})` : ""}`,
        }))}
      />
    </div>
  );
}
