import { useMemo, useState } from "react";
import { filterCustomers, type AdminCustomer } from "../customers.schema";
import { ConfirmDeleteDialog } from "#app/components/admin/shared/confirm-delete-dialog";
import { AdminTabHeader, EmptyState, QueryStatus } from "#app/components/admin/shared/tab-parts";
import { useCrudTab } from "#app/components/admin/shared/use-crud-tab";
import { CustomerDialog } from "./customer-dialog";
import { CustomerFiltersBar, type CustomerFilters } from "./customer-filters";
import { CustomerList } from "./customer-list";
import { useCustomerMutations, useCustomers } from "./customer-api";

/** The 'Clienti' view: customer accounts with search and status filter (../admin-tabs.tsx). */
export function CustomersTab() {
  const query = useCustomers();
  const { create, update, remove } = useCustomerMutations();
  const [filters, setFilters] = useState<CustomerFilters>({ search: "", status: "all" });
  const crud = useCrudTab<AdminCustomer>({
    deletePending: remove.isPending,
    deleteItem: (customer, done) => remove.mutate(customer, { onSuccess: done }),
  });
  const editing = crud.dialog;
  const all = query.data;
  const shown = useMemo(
    () => (all ? filterCustomers(all, filters.search, filters.status) : []),
    [all, filters],
  );
  const deletingName = crud.deleting ? `${crud.deleting.firstName} ${crud.deleting.lastName}` : "";

  return (
    <section aria-labelledby="admin-tab-customers" className="grid gap-6">
      <AdminTabHeader
        titleId="admin-tab-customers"
        title="Clienti"
        description="Gli account dell'area clienti: dati anagrafici, accesso e stato."
        newLabel="Nuovo cliente"
        onNew={() => crud.open(null)}
        align="start"
      />

      <CustomerFiltersBar filters={filters} onChange={setFilters} />

      <QueryStatus
        query={query}
        errorText="Impossibile caricare i clienti. Ricarica la pagina tra qualche istante."
      />
      {all ? (
        <p
          role="status"
          className="text-sm font-medium text-slate-700"
          data-testid="customers-count"
        >
          {shown.length === all.length
            ? `${all.length} ${all.length === 1 ? "cliente" : "clienti"}`
            : `${shown.length} di ${all.length} clienti`}
        </p>
      ) : null}
      {all && shown.length === 0 ? (
        <EmptyState rounded="xl">
          {all.length === 0
            ? "Nessun cliente registrato. Crea il primo con «Nuovo cliente»."
            : "Nessun cliente corrisponde alla ricerca."}
        </EmptyState>
      ) : null}
      {shown.length > 0 ? (
        <CustomerList customers={shown} onEdit={crud.open} onDelete={crud.setDeleting} />
      ) : null}

      {editing ? (
        <CustomerDialog
          key={editing.key}
          open
          customer={editing.item}
          pending={create.isPending || update.isPending}
          onOpenChange={crud.onDialogOpenChange}
          onSubmit={async (input) => {
            if (editing.item) await update.mutateAsync({ id: editing.item.id, input });
            else await create.mutateAsync(input);
            crud.closeDialog();
          }}
        />
      ) : null}

      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={`Sei sicuro di voler eliminare il cliente "${deletingName}"?`}
        warning="Verranno eliminati anche i suoi servizi e le comunicazioni; i ticket restano in archivio. Questa azione non può essere annullata."
      />
    </section>
  );
}
