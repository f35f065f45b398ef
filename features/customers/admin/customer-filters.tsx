import { activeFilter, ListToolbar } from "#app/components/admin/shared/list-toolbar";
import type { AdminList } from "#app/components/admin/shared/use-admin-list";
import { customersPath } from "./customer-api";

/** Search (name, email, company), status filter (`?status=active|inactive`) and CSV export. */
export function CustomerFiltersBar({ list }: { list: AdminList }) {
  return (
    <ListToolbar
      list={list}
      idPrefix="customers"
      label="Filtra i clienti"
      placeholder="Nome, email o azienda"
      filters={[activeFilter]}
      exportPath={customersPath}
    />
  );
}
