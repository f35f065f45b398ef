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
  const visible = useMemo(() => filterContacts(contacts ?? [], filters), [contacts, filters]);
  const open = contacts?.find((contact) => contact.id === openId) ?? null;

  return (
    <section aria-labelledby="admin-tab-contacts" className="grid gap-6">
      <div>
        <h2 id="admin-tab-contacts" className="text-2xl font-bold text-slate-900">
          Contatti
        </h2>
        <p className="mt-1 text-slate-700">
          Messaggi e richieste di preventivo arrivati dai moduli del sito.
        </p>
      </div>

      {query.isPending ? <p role="status">Caricamento...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          Impossibile caricare i messaggi. Ricarica la pagina tra qualche istante.
        </p>
      ) : null}

      {contacts ? (
        <>
          <ContactCounters counts={counts} />
          <ContactFiltersBar filters={filters} onChange={setFilters} />
          <p className="text-sm text-slate-700" role="status" data-testid="contacts-shown">
            {visible.length === 1 ? "1 messaggio" : `${visible.length} messaggi`}
            {visible.length === contacts.length ? "" : ` su ${contacts.length}`}
          </p>
          {contacts.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
              Nessun messaggio ricevuto.
            </p>
          ) : visible.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
              Nessun messaggio corrisponde alla ricerca o ai filtri scelti.
            </p>
          ) : (
            <ContactList contacts={visible} onOpen={setOpenId} />
          )}
        </>
      ) : null}

      {open ? <ContactDetailDialog contact={open} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}
