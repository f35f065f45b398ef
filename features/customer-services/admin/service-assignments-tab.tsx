import { useState } from "react";
import { Plus } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import type { AdminCustomerService } from "../customer-services.schema";
import type { AdminCustomer } from "#features/customers/customers.schema";
import { AssignDialog } from "./assign-dialog";
import { CustomerPicker } from "./customer-picker";
import { EditServiceDialog } from "./edit-service-dialog";
import { ServiceList } from "./service-list";
import { useAssignmentMutations, useCustomerServices } from "./assignment-api";

/**
 * The 'Assegnazione Servizi' view (../admin-tabs.tsx): on the left the active customers with a
 * search, on the right the chosen customer's services with the assign and edit dialogs.
 */
export function ServiceAssignmentsTab() {
  const [customer, setCustomer] = useState<AdminCustomer | null>(null);
  const [assigning, setAssigning] = useState<number | null>(null);
  const [editing, setEditing] = useState<AdminCustomerService | null>(null);
  const services = useCustomerServices(customer?.id ?? null);
  const { assign, update } = useAssignmentMutations(customer?.id ?? null);
  const name = customer ? `${customer.firstName} ${customer.lastName}` : "";

  return (
    <section aria-labelledby="admin-tab-service-assignments" className="grid gap-6">
      <div>
        <h2 id="admin-tab-service-assignments" className="text-2xl font-bold text-slate-900">
          Assegnazione Servizi
        </h2>
        <p className="mt-1 max-w-2xl text-slate-700">
          Scegli un cliente attivo per vedere i suoi servizi, assegnarne di nuovi dal catalogo e
          aggiornarne stato, scadenze e ore residue.
        </p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <CustomerPicker
          selectedId={customer?.id ?? null}
          onSelect={(chosen) => {
            setCustomer(chosen);
            setEditing(null);
          }}
        />

        <section aria-labelledby="assignments-services" className="grid gap-4">
          {customer ? (
            <>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3 id="assignments-services" className="text-lg font-bold text-slate-900">
                    Servizi di {name}
                  </h3>
                  <p className="text-sm text-slate-700">
                    {[customer.companyName, customer.email].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <Button onClick={() => setAssigning(Date.now())}>
                  <Icon node={Plus} className="size-4" />
                  Assegna servizio
                </Button>
              </div>
              {services.isPending ? <p role="status">Caricamento...</p> : null}
              {services.isError ? (
                <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
                  Impossibile caricare i servizi del cliente.
                </p>
              ) : null}
              {services.data?.length === 0 ? (
                <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
                  Nessun servizio assegnato a questo cliente.
                </p>
              ) : null}
              {services.data?.length ? (
                <ServiceList services={services.data} onEdit={setEditing} />
              ) : null}
            </>
          ) : (
            <>
              <h3 id="assignments-services" className="sr-only">
                Servizi del cliente
              </h3>
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
                Seleziona un cliente dall&apos;elenco per vedere i suoi servizi.
              </p>
            </>
          )}
        </section>
      </div>

      {customer && assigning !== null ? (
        <AssignDialog
          key={assigning}
          open
          customerName={name}
          pending={assign.isPending}
          onOpenChange={(next) => {
            if (!next) setAssigning(null);
          }}
          onSubmit={(input) => assign.mutate(input, { onSuccess: () => setAssigning(null) })}
        />
      ) : null}
      {editing ? (
        <EditServiceDialog
          key={editing.id}
          service={editing}
          pending={update.isPending}
          onClose={() => setEditing(null)}
          onSave={(input, callbacks) => update.mutate({ id: editing.id, input }, callbacks)}
        />
      ) : null}
    </section>
  );
}
