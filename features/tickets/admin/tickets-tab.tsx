import { useState } from "react";
import { useCustomers } from "#features/customers/admin/customer-api";
import { ListState } from "./support-badges";
import { useDeskTickets, type TicketFilterValues } from "./support-api";
import { TicketFilters } from "./ticket-filters";
import { TicketList } from "./ticket-list";
import { TicketThreadDialog } from "./ticket-thread-dialog";
import { AdminTabSection } from "#app/components/admin/shared/tab-parts";

/**
 * The 'Ticket' tab: every support ticket (customers' and the public form's), filtered by status,
 * priority and customer, latest activity first; the thread opens in a dialog with the reply form.
 */
export function TicketsTab() {
  const [filters, setFilters] = useState<TicketFilterValues>({
    status: "",
    priority: "",
    customerId: "",
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useDeskTickets(filters);
  const customers = useCustomers();
  const tickets = query.data ?? [];
  return (
    <AdminTabSection
      tabId="tickets"
      title="Ticket"
      description="Le richieste di assistenza dei clienti e del modulo pubblico: rispondi, aggiungi note interne e aggiorna lo stato."
    >
      <TicketFilters filters={filters} onChange={setFilters} customers={customers.data ?? []} />
      <ListState
        pending={query.isPending}
        error={query.isError}
        empty={tickets.length === 0}
        emptyText="Nessun ticket corrisponde ai filtri scelti."
        errorText="Impossibile caricare i ticket. Ricarica la pagina tra qualche istante."
      />
      {tickets.length > 0 ? (
        <>
          <p className="text-sm text-slate-700" role="status">
            {tickets.length === 1 ? "1 ticket" : `${tickets.length} ticket`}
          </p>
          <TicketList tickets={tickets} onOpen={setOpenId} />
        </>
      ) : null}
      {openId !== null ? (
        <TicketThreadDialog ticketId={openId} onClose={() => setOpenId(null)} />
      ) : null}
    </AdminTabSection>
  );
}
