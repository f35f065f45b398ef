import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "#app/lib/api";
import {
  countContacts,
  filterContacts,
  type AdminContact,
  type ContactFilters,
} from "../contact-inbox";
import { ContactCounters } from "./contact-counters";
import { ContactDetailDialog } from "./contact-detail-dialog";
import { ContactFiltersBar } from "./contact-filters";
import { ContactList } from "./contact-list";
import { adminContactsQueryKey } from "./use-contact-actions";
import { AdminTabSection, ListStates } from "#app/components/admin/shared/tab-parts";

/**
 * The 'Contatti' tab (back-office.md "Contacts tab"): counters, search and filters, the list of
 * messages (unread ones marked NUOVO) and the detail dialog with reply, mark as read, delete.
 */
export function ContactsTab() {
  const query = useQuery({
    queryKey: adminContactsQueryKey,
    queryFn: () => getJson<AdminContact[]>("/api/admin/contacts"),
  });
  const [filters, setFilters] = useState<ContactFilters>({
    search: "",
    category: "all",
    read: "all",
  });
  const [openId, setOpenId] = useState<number | null>(null);

  const contacts = query.data;
  const counts = useMemo(() => countContacts(contacts ?? []), [contacts]);
  const open = contacts?.find((contact) => contact.id === openId) ?? null;

  return (
    <AdminTabSection
      tabId="contacts"
      title="Contatti"
      description="Messaggi e richieste di preventivo arrivati dai moduli del sito."
    >
      {contacts ? (
        <>
          <ContactCounters counts={counts} />
          <ContactFiltersBar filters={filters} onChange={setFilters} />
        </>
      ) : null}
      <ListStates
        query={query}
        errorText="Impossibile caricare i messaggi. Ricarica la pagina tra qualche istante."
        emptyText="Nessun messaggio ricevuto."
        emptyRounded="xl"
        search={{
          apply: (all) => filterContacts(all, filters),
          count: (shown, total) =>
            `${shown === 1 ? "1 messaggio" : `${shown} messaggi`}${shown === total ? "" : ` su ${total}`}`,
          countTestId: "contacts-shown",
          noMatchText: "Nessun messaggio corrisponde alla ricerca o ai filtri scelti.",
        }}
      >
        {(visible) => <ContactList contacts={visible} onOpen={setOpenId} />}
      </ListStates>

      {open ? <ContactDetailDialog contact={open} onClose={() => setOpenId(null)} /> : null}
    </AdminTabSection>
  );
}
