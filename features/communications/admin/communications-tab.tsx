import type { DeskCommunication } from "#features/support-desk/desk-views";
import { CommunicationForm } from "./communication-form";
import { CommunicationList } from "./communication-list";
import { communicationTypeLabels } from "../communication-values";
import { filterOf, optionsOf } from "#kit/admin/list-toolbar";
import { deskPaths, useCommunicationActions } from "#features/support-desk/admin/desk-api";
import { AdminTabSection, ListStates } from "#kit/admin/tab-parts";
import { ListToolbar } from "#kit/admin/list-toolbar";
import { useAdminList } from "#kit/admin/use-admin-list";

/**
 * The 'Comunicazioni' tab: write to one customer, to the customers of a service or of a category,
 * or to every active customer, after a preview that asks first (each gets the
 * message in the area clienti and by e-mail), and what was sent, with read state: searched,
 * filtered by type and read state, newest first unless sorted, 25 a page (decision 023).
 */
export function CommunicationsTab() {
  const list = useAdminList<DeskCommunication>(deskPaths.communications, ["type", "read"]);
  const { preview, send, remove } = useCommunicationActions();
  return (
    <AdminTabSection description="Avvisi e notizie per i clienti: compaiono nella loro area riservata e arrivano per email.">
      <CommunicationForm
        pending={send.isPending}
        onPreview={(input) => preview.mutateAsync(input)}
        onSend={(input) => send.mutateAsync(input)}
      />
      <h3 className="text-lg font-bold text-slate-900">Comunicazioni inviate</h3>
      <ListToolbar
        list={list}
        label="Filtra le comunicazioni inviate"
        placeholder="Titolo, testo o cliente"
        filters={[
          filterOf("type", "Tipo", "Tutti i tipi", optionsOf(communicationTypeLabels)),
          filterOf("read", "Lettura", "Tutte", optionsOf({ unread: "Non lette", read: "Lette" })),
        ]}
        sorts={optionsOf({
          date: "Data",
          title: "Titolo",
          customer: "Cliente",
          type: "Tipo",
          isRead: "Letta",
        })}
      />
      <ListStates
        list={list}
        noun={{ one: "comunicazione", many: "comunicazioni" }}
        emptyText="Nessuna comunicazione inviata."
        noMatchText="Nessuna comunicazione corrisponde alla ricerca o ai filtri."
        errorText="Impossibile caricare le comunicazioni. Ricarica la pagina tra qualche istante."
        emptyRounded="xl"
      >
        {(rows) => (
          <CommunicationList
            communications={rows}
            deleting={remove.isPending}
            onDelete={(id) => remove.mutateAsync(id)}
          />
        )}
      </ListStates>
    </AdminTabSection>
  );
}
