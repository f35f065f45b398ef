import { useState } from "react";
import type { DeskTicket } from "#features/support-desk/desk-views";
import { deskPaths } from "#features/support-desk/admin/desk-api";
import { TicketFilters } from "./ticket-filters";
import { ticketCards } from "./ticket-list";
import { TicketThreadDialog } from "./ticket-thread-dialog";
import { CardList } from "#kit/admin/card-list";
import { listTexts } from "#kit/admin/crud-tab";
import { AdminTabSection, ListStates } from "#kit/admin/tab-parts";
import { useAdminList } from "#kit/admin/use-admin-list";

/**
 * The 'Ticket' tab: every support ticket (customers' and the public form's), searched, filtered
 * by status, priority, customer and awaiting reply, latest activity first unless sorted, 25 a
 * page (decision 023); the thread opens in a dialog with the reply form.
 */
export function TicketsTab() {
  const list = useAdminList<DeskTicket>(deskPaths.tickets, [
    "status",
    "priority",
    "customerId",
    "awaiting",
  ]);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <AdminTabSection description="Le richieste di assistenza dei clienti e del modulo pubblico: rispondi, aggiungi note interne e aggiorna lo stato.">
      <TicketFilters list={list} />
      <ListStates
        list={list}
        countTestId="tickets-count"
        {...listTexts("ticket", "i ticket")}
        emptyText="Nessun ticket ricevuto."
        noMatchText="Nessun ticket corrisponde ai filtri scelti."
        emptyRounded="xl"
      >
        {(tickets) => <CardList {...ticketCards(setOpenId)} items={tickets} />}
      </ListStates>
      {openId !== null ? (
        <TicketThreadDialog ticketId={openId} onClose={() => setOpenId(null)} />
      ) : null}
    </AdminTabSection>
  );
}
