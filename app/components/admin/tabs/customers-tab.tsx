import { useMemo, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { filterCustomers, type AdminCustomer } from "../../../../domain/customers/customers.schema";
import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { CustomerDialog } from "../customers/customer-dialog";
import { CustomerFiltersBar, type CustomerFilters } from "../customers/customer-filters";
import { CustomerList } from "../customers/customer-list";
import { useCustomerMutations, useCustomers } from "../customers/customer-api";

type Editing = { customer: AdminCustomer | null; key: number };

/** The 'Clienti' view: customer accounts with search and status filter (../admin-tabs.tsx). */
export function CustomersTab() {
  const query = useCustomers();
  const { create, update, remove } = useCustomerMutations();
  const [filters, setFilters] = useState<CustomerFilters>({ search: "", status: "all" });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminCustomer | null>(null);
  const all = query.data;
  const shown = useMemo(
    () => (all ? filterCustomers(all, filters.search, filters.status) : []),
    [all, filters],
  );

  const open = (customer: AdminCustomer | null) => setEditing({ customer, key: Date.now() });
  const deletingName = deleting ? `${deleting.firstName} ${deleting.lastName}` : "";

  return (
    <section aria-labelledby="admin-tab-customers" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="admin-tab-customers" className="text-2xl font-bold text-slate-900">
            Clienti
          </h2>
          <p className="mt-1 max-w-2xl text-slate-700">
            Gli account dell&apos;area clienti: dati anagrafici, accesso e stato.
          </p>
        </div>
        <Button onClick={() => open(null)}>
          <Plus className="size-4" aria-hidden="true" />
          Nuovo cliente
        </Button>
      </div>

      <CustomerFiltersBar filters={filters} onChange={setFilters} />

      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare i clienti. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}
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
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {all.length === 0
            ? "Nessun cliente registrato. Crea il primo con «Nuovo cliente»."
            : "Nessun cliente corrisponde alla ricerca."}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <CustomerList customers={shown} onEdit={open} onDelete={setDeleting} />
      ) : null}

      {editing ? (
        <CustomerDialog
          key={editing.key}
          open
          customer={editing.customer}
          pending={create.isPending || update.isPending}
          onOpenChange={(next) => {
            if (!next) setEditing(null);
          }}
          onSubmit={(input) => {
            const done = { onSuccess: () => setEditing(null) };
            if (editing.customer) update.mutate({ id: editing.customer.id, input }, done);
            else create.mutate(input, done);
          }}
        />
      ) : null}

      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null);
        }}
        description={`Sei sicuro di voler eliminare il cliente "${deletingName}"?`}
        warning="Verranno eliminati anche i suoi servizi e le comunicazioni; i ticket restano in archivio. Questa azione non può essere annullata."
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
