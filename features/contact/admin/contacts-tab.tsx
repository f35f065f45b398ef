import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "#kit/lib/api";
import type { AdminContact, ContactCounts } from "../contact-inbox";
import { ContactCounters } from "./contact-counters";
import { ContactDetailDialog } from "./contact-detail-dialog";
import { ContactFiltersBar } from "./contact-filters";
import { contactCards } from "./contact-list";
import { adminContactsPath, adminContactsQueryKey } from "./use-contact-actions";
import { CardList } from "#kit/admin/card-list";
import { listTexts } from "#kit/admin/crud-tab";
import { AdminTabSection, ListStates } from "#kit/admin/tab-parts";
import { useAdminList } from "#kit/admin/use-admin-list";

/**
 * The 'Contatti' tab (../shared/spec/back-office.md §2 "Contacts tab"): counters, search and
 * filters, the messages a page at a time (decision 023; unread ones marked NUOVO) and the detail
 * dialog with reply, mark as read, delete.
 */
export function ContactsTab() {
  const list = useAdminList<AdminContact>(adminContactsPath, ["category", "read"]);
  const counts = useQuery({
    queryKey: [...adminContactsQueryKey, "counts"],
    queryFn: () => getJson<ContactCounts>(`${adminContactsPath}/counts`),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  // The message stays open when the list changes under it (e.g. read while 'Da leggere' is on).
  const [opened, setOpened] = useState<AdminContact | null>(null);
  const fresh = list.query.data?.items.find((contact) => contact.id === openId);
  if (fresh && fresh !== opened) setOpened(fresh);
  const open = openId === null ? null : (fresh ?? (opened?.id === openId ? opened : null));

  return (
    <AdminTabSection description="Messaggi e richieste di preventivo arrivati dai moduli del sito.">
      {counts.data ? <ContactCounters counts={counts.data} /> : null}
      <ContactFiltersBar list={list} />
      <ListStates
        list={list}
        {...listTexts("messaggio", "i messaggi")}
        emptyText="Nessun messaggio ricevuto."
        noMatchText="Nessun messaggio corrisponde alla ricerca o ai filtri scelti."
        emptyRounded="xl"
        countTestId="contacts-shown"
      >
        {(visible) => <CardList {...contactCards(setOpenId)} items={visible} />}
      </ListStates>

      {open ? <ContactDetailDialog contact={open} onClose={() => setOpenId(null)} /> : null}
    </AdminTabSection>
  );
}
