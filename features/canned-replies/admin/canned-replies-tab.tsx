import { CrudTab, entityTexts, tabDeleteById } from "#kit/admin/crud-tab";
import type { CannedRepliesRecord } from "../canned-replies.schema";
import { cannedRepliesApi } from "./canned-replies-api";
import { CannedRepliesDialog } from "./canned-replies-dialog";
import { cannedRepliesTable } from "./canned-replies-list";

/** The 'Risposte predefinite' tab: the list, a page at a time, with create, edit and delete. */
export function CannedRepliesTab() {
  return (
    <CrudTab<CannedRepliesRecord>
      description="Le risposte pronte che il supporto inserisce nei ticket, con il nome del cliente già scritto."
      newFromUrl
      {...entityTexts(
        "la risposta predefinita",
        "le risposte predefinite",
        (item: CannedRepliesRecord) => item.title,
      )}
      path={cannedRepliesApi.path}
      toolbar={{ placeholder: "Titolo" }}
      emptyText={
        'Nessuna risposta predefinita presente. Aggiungi la prima con "Nuova risposta predefinita".'
      }
      items={cannedRepliesTable}
      dialog={CannedRepliesDialog}
      remove={tabDeleteById(cannedRepliesApi.useDelete(), "Risposta predefinita eliminata")}
    />
  );
}
