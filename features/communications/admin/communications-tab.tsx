import { useCustomers } from "#features/customers/admin/customer-api";
import { CommunicationForm } from "./communication-form";
import { CommunicationList } from "./communication-list";
import { ListState } from "#features/tickets/admin/support-badges";
import {
  useCommunicationActions,
  useDeskCommunications,
} from "#features/tickets/admin/support-api";
import { AdminTabSection } from "#app/components/admin/shared/tab-parts";

/**
 * The 'Comunicazioni' tab: write to one customer or to every active customer (each gets the
 * message in the area clienti and by e-mail), and the list of what was sent, with read state.
 */
export function CommunicationsTab() {
  const query = useDeskCommunications();
  const customers = useCustomers();
  const { send, remove } = useCommunicationActions();
  const rows = query.data ?? [];
  return (
    <AdminTabSection
      tabId="communications"
      title="Comunicazioni"
      description="Avvisi e notizie per i clienti: compaiono nella loro area riservata e arrivano per email."
    >
      <CommunicationForm
        customers={customers.data ?? []}
        pending={send.isPending}
        onSend={(input) => send.mutateAsync(input)}
      />
      <h3 className="text-lg font-bold text-slate-900">Comunicazioni inviate</h3>
      <ListState
        pending={query.isPending}
        error={query.isError}
        empty={rows.length === 0}
        emptyText="Nessuna comunicazione inviata."
        errorText="Impossibile caricare le comunicazioni. Ricarica la pagina tra qualche istante."
      />
      {rows.length > 0 ? (
        <CommunicationList
          communications={rows}
          deleting={remove.isPending}
          onDelete={(id) => remove.mutateAsync(id)}
        />
      ) : null}
    </AdminTabSection>
  );
}
