import { useState } from "react";
import { Plus, X } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { useCustomerOptions } from "#features/customers/admin/customer-api";
import { ListToolbar } from "#kit/admin/list-toolbar";
import { ListStates } from "#kit/admin/tab-parts";
import { useAdminList } from "#kit/admin/use-admin-list";
import { AssignDialog } from "./assign-dialog";
import { CustomerPicker } from "./customer-picker";
import { EditServiceDialog } from "./edit-service-dialog";
import { ServiceHoursDialog } from "#features/hours/admin/service-hours-panel";
import { ServiceList, type AssignedService } from "./service-list";
import { assignmentsPath, cancelledService, useAssignmentMutations } from "./assignment-api";
import { RemoveServiceDialog } from "./remove-service-dialog";
import { serviceStatusOptions } from "#features/customer-services/customer-service-values";

/**
 * The 'Assegnazione Servizi' view (../admin-tabs.tsx): on the left the active customers with a
 * search; on the right every assigned service (decision 023: searched, sorted and paged by the
 * server, `?customerId=` for the chosen customer, `?status=`, `?expiring=30`), with the assign
 * dialog for the chosen customer, the edit dialog and the delete-or-cancel confirmation.
 */
export function ServiceAssignmentsTab() {
  const list = useAdminList<AssignedService>(assignmentsPath, ["customerId", "status", "expiring"]);
  const customers = useCustomerOptions();
  const customerId = Number(list.filters.customerId) || null;
  const customer = customers.data?.find((c) => c.id === customerId) ?? null;
  const [assigning, setAssigning] = useState<number | null>(null);
  const [editing, setEditing] = useState<AssignedService | null>(null);
  const { assign } = useAssignmentMutations(customerId);
  const [removing, setRemoving] = useState<AssignedService | null>(null);
  const [hoursOf, setHoursOf] = useState<AssignedService | null>(null);
  const { update } = useAssignmentMutations(editing?.customerId ?? null);
  const removal = useAssignmentMutations(removing?.customerId ?? null);
  const name = customer ? `${customer.firstName} ${customer.lastName}` : "";

  return (
    <section aria-labelledby="admin-tab-service-assignments" className="grid gap-6">
      <div>
        <h2 id="admin-tab-service-assignments" className="text-2xl font-bold text-slate-900">
          Assegnazione Servizi
        </h2>
        <p className="mt-1 max-w-2xl text-slate-700">
          Scegli un cliente attivo per vedere i suoi servizi e assegnarne di nuovi dal catalogo;
          aggiorna stato, scadenze e ore residue di ogni servizio.
        </p>
      </div>

      {/* The customer list beside the table only where the table still fits whole (1920 px). */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 min-[120rem]:grid-cols-[20rem_minmax(0,1fr)]">
        <CustomerPicker
          selectedId={customerId}
          onSelect={(chosen) => list.setFilter("customerId", String(chosen.id))}
        />

        <section aria-labelledby="assignments-services" className="grid min-w-0 gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 id="assignments-services" className="text-lg font-bold text-slate-900">
                {customer ? `Servizi di ${name}` : "Servizi di tutti i clienti"}
              </h3>
              {customer ? (
                <p className="text-sm text-slate-700">
                  {[customer.companyName, customer.email].filter(Boolean).join(" · ")}
                </p>
              ) : null}
            </div>
            {customer ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => list.setFilter("customerId", "")}>
                  <Icon node={X} className="size-4" />
                  Tutti i clienti
                </Button>
                <Button onClick={() => setAssigning(Date.now())}>
                  <Icon node={Plus} className="size-4" />
                  Assegna servizio
                </Button>
              </div>
            ) : null}
          </div>
          <ListToolbar
            list={list}
            idPrefix="assignments"
            label="Filtra i servizi assegnati"
            placeholder="Servizio, cliente o azienda"
            filters={[
              {
                name: "status",
                label: "Stato",
                all: "Tutti gli stati",
                options: serviceStatusOptions,
              },
              {
                name: "expiring",
                label: "Scadenza",
                all: "Qualsiasi scadenza",
                options: [{ value: "30", label: "Attivi in scadenza entro 30 giorni" }],
              },
            ]}
          />
          <ListStates
            list={list}
            noun={{ one: "servizio assegnato", many: "servizi assegnati" }}
            errorText="Impossibile caricare i servizi assegnati."
            emptyText={
              customer
                ? "Nessun servizio assegnato a questo cliente."
                : "Nessun servizio assegnato. Scegli un cliente per assegnarne uno."
            }
            noMatchText={
              customer && !list.q && !list.filters.status && !list.filters.expiring
                ? "Nessun servizio assegnato a questo cliente."
                : "Nessun servizio corrisponde alla ricerca o ai filtri."
            }
            emptyRounded="xl"
            countTestId="assignments-count"
          >
            {(services) => (
              <ServiceList
                services={services}
                sorting={list}
                onEdit={setEditing}
                onRemove={setRemoving}
                onHours={setHoursOf}
              />
            )}
          </ListStates>
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
      {hoursOf ? (
        <ServiceHoursDialog
          serviceId={hoursOf.id}
          serviceName={hoursOf.serviceName}
          customerName={hoursOf.customerName}
          onClose={() => setHoursOf(null)}
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
      {removing ? (
        <RemoveServiceDialog
          service={removing}
          pending={removal.remove.isPending || removal.update.isPending}
          onClose={() => setRemoving(null)}
          onDelete={() => removal.remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
          onCancelService={() =>
            removal.update.mutate(
              { id: removing.id, input: cancelledService(removing) },
              { onSuccess: () => setRemoving(null) },
            )
          }
        />
      ) : null}
    </section>
  );
}
