import type { SoftwareItem } from "../software.schema";
import { usageText } from "#features/media/media-values";
import { CrudTab, tabDeleteById } from "#kit/admin/crud-tab";
import { SoftwareDialog } from "./software-dialog";
import { softwareTable } from "./software-table";
import { softwareApi } from "./software-queries";

type Props = {
  /** The Software tab shows the title as its h2; the /admin/software page has it as its h1. */
  asTab?: boolean;
};

/**
 * 'Gestione Software Scaricabile': the table, the create/edit dialog and the delete
 * confirmation, shared by the Software tab and the /admin/software page.
 */
export function SoftwareManager({ asTab = false }: Props) {
  return (
    <CrudTab<SoftwareItem>
      tabId={asTab ? "software" : null}
      testId="software-manager"
      title="Gestione Software Scaricabile"
      description="Programmi, driver e strumenti di teleassistenza che i clienti scaricano dall'area clienti. Il software inattivo resta qui ma non è visibile al pubblico."
      newLabel="Aggiungi Software"
      align="start"
      path={softwareApi.path}
      noun={{ one: "software", many: "software" }}
      toolbar={{
        idPrefix: "software",
        label: "Filtra il software",
        placeholder: "Nome, descrizione o versione",
      }}
      noMatchText="Nessun software corrisponde alla ricerca."
      errorText="Errore nel caricamento del software"
      emptyText="Nessun software disponibile"
      emptyRounded="xl"
      items={softwareTable}
      dialog={SoftwareDialog}
      remove={tabDeleteById(
        softwareApi.useDelete(),
        "Software eliminato con successo",
        "Errore nell'eliminazione del software",
      )}
      confirm={{
        title: "Elimina Software",
        confirmLabel: "Elimina",
        text: (item) =>
          `Sei sicuro di voler eliminare "${item.name}"?${linksTo(item)} Questa azione non può essere annullata.`,
        warning: null,
      }}
    />
  );
}

/** The pages and posts that link to the item's file: they would lead nowhere once it is gone. */
function linksTo(item: SoftwareItem): string {
  const others = (item.usedIn ?? []).filter((usage) => usage.kind !== "software");
  if (others.length === 0) return "";
  return ` Il file è collegato da: ${others.map(usageText).join("; ")}; quei collegamenti non porteranno più a nulla.`;
}
