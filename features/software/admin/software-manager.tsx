import type { SoftwareItem } from "../software.schema";
import { CrudTab } from "#app/components/admin/shared/crud-tab";
import { withToasts } from "#app/components/admin/shared/mutation-toasts";
import { SoftwareDialog } from "./software-dialog";
import { SoftwareTable } from "./software-table";
import { softwarePath, useDeleteSoftware } from "./software-queries";
import { ListToolbar } from "#app/components/admin/shared/list-toolbar";
import { useAdminList } from "#app/components/admin/shared/use-admin-list";

type Props = {
  /** The Software tab shows the title as its h2; the /admin/software page has it as its h1. */
  asTab?: boolean;
};

/**
 * 'Gestione Software Scaricabile': the table, the create/edit dialog and the delete
 * confirmation, shared by the Software tab and the /admin/software page.
 */
export function SoftwareManager({ asTab = false }: Props) {
  const remove = useDeleteSoftware();
  const list = useAdminList<SoftwareItem>(softwarePath);
  return (
    <CrudTab<SoftwareItem>
      tabId={asTab ? "software" : null}
      testId="software-manager"
      title="Gestione Software Scaricabile"
      description="Programmi, driver e strumenti di teleassistenza che i clienti scaricano dall'area clienti. Il software inattivo resta qui ma non è visibile al pubblico."
      newLabel="Aggiungi Software"
      align="start"
      list={list}
      noun="software"
      toolbar={
        <ListToolbar
          list={list}
          idPrefix="software"
          label="Filtra il software"
          placeholder="Nome, descrizione o versione"
        />
      }
      noMatchText="Nessun software corrisponde alla ricerca."
      errorText="Errore nel caricamento del software"
      emptyText="Nessun software disponibile"
      emptyRounded="xl"
      items={(items, handlers) => <SoftwareTable items={items} sorting={list} {...handlers} />}
      dialog={(item, close) => <SoftwareDialog item={item} onClose={close} />}
      remove={{
        pending: remove.isPending,
        run: (item, done) =>
          remove.mutate(
            item.id,
            withToasts(
              "Software eliminato con successo",
              "Errore nell'eliminazione del software",
              done,
            ),
          ),
      }}
      confirm={{
        title: "Elimina Software",
        confirmLabel: "Elimina",
        text: (item) =>
          `Sei sicuro di voler eliminare "${item.name}"? Questa azione non può essere annullata.`,
        warning: null,
      }}
    />
  );
}
