import { type ComponentProps, type ComponentType, type ReactNode } from "react";
import { CardList, type CrudCardSpec } from "./card-list";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { EntityTable, type TableSpec } from "./entity-table";
import { EntityHistoryContext, historyEntityOf } from "./entity-history";
import type { EntityDialogProps } from "./dialog-texts";
import { ListToolbar } from "./list-toolbar";
import type { Nouns } from "./pagination";
import { withToasts } from "./mutation-toasts";
import type { RowHandlers } from "./row-actions";
import { AdminTabSection, ListStates, useTabHeading } from "./tab-parts";
import { useCrudTab } from "./use-crud-tab";
import { useAdminList, type AdminList } from "./use-admin-list";

/** A delete mutation called with the item's id. */
type DeleteById = {
  mutate: (id: number, callbacks: ReturnType<typeof withToasts>) => void;
  isPending: boolean;
};

/**
 * The usual `remove` of a tab: the delete mutation called with the item's id, its success toast
 * and its 'Errore' text (default "Errore durante l'eliminazione").
 */
export function tabDeleteById<T extends { id: number }>(
  mutation: DeleteById,
  deleted: string,
  failed = "Errore durante l'eliminazione",
) {
  return {
    pending: mutation.isPending,
    run: (item: T, done: () => void) => mutation.mutate(item.id, withToasts(deleted, failed, done)),
  };
}

/**
 * The `remove` of a tab whose delete mutation takes the item and shows its own toasts
 * (customers, service templates).
 */
export function tabDeleteItem<T>(mutation: {
  mutate: (item: T, callbacks: { onSuccess: () => void }) => void;
  isPending: boolean;
}) {
  return {
    pending: mutation.isPending,
    run: (item: T, done: () => void) => mutation.mutate(item, { onSuccess: done }),
  };
}

/**
 * The usual texts of a list named by one item and by the items with their article (e.g.
 * "articolo", "gli articoli"): the pagination's noun, the no-match line and the loading error.
 */
export function listTexts(one: string, many: string, feminine = false) {
  return {
    noun: { one, many: many.replace(/^(i|gli|le) /, "") },
    noMatchText: `${feminine ? "Nessuna" : "Nessun"} ${one} corrisponde alla ricerca.`,
    errorText: `Impossibile caricare ${many}. Ricarica la pagina tra qualche istante.`,
  };
}

/**
 * The texts of a tab whose item is named with its article and the items with theirs (e.g.
 * "l'articolo", "gli articoli"; "la piattaforma" is feminine): `listTexts`, the 'Nuovo …'
 * button, the search bar's label and the delete question, which names the item by `nameOf`.
 */
export function entityTexts<T>(the: string, many: string, nameOf: (item: T) => string) {
  const one = the.replace(/^(il |lo |la |l')/, "");
  const feminine = the.startsWith("la ");
  return {
    newLabel: `${feminine ? "Nuova" : "Nuovo"} ${one}`,
    ...listTexts(one, many, feminine),
    searchLabel: `Filtra ${many}`,
    deleteQuestion: (item: T) => `Sei sicuro di voler eliminare ${the} "${nameOf(item)}"?`,
  };
}

/** The texts of the search bar (`ListToolbar`); its ids start with the tab's id by default. */
type Search = Omit<ComponentProps<typeof ListToolbar>, "list" | "idPrefix" | "label"> & {
  idPrefix?: string;
  /** Default: the tab's `searchLabel`. */
  label?: string;
};

type Props<T extends { id: number }> = {
  /**
   * The tab's id: its h2 is `admin-tab-<id>`; null on a page whose h1 is the title. Default: the
   * shown tab's id, and its label the title.
   */
  tabId?: string | null;
  title?: string;
  description: ReactNode;
  /** The create button's text, e.g. 'Nuovo articolo'. */
  newLabel: string;
  align?: "end" | "start";
  /** `?new=1` in the URL (the dashboard's quick actions) opens the create dialog. */
  newFromUrl?: boolean;
  /** The API path of the list, read a page at a time, its state in the URL (`useAdminList`). */
  path: string;
  /** The URL parameters of the list's filters (e.g. ["status"]); default: the toolbar's filters'. */
  filterNames?: readonly string[];
  /** The bar above the list: the texts of a `ListToolbar`, or a bar of its own. */
  toolbar: Search | ((list: AdminList<T>) => ReactNode);
  /** The search bar's label when `toolbar` gives none, e.g. 'Filtra gli articoli'. */
  searchLabel?: string;
  /** What the list holds, e.g. { one: "articolo", many: "articoli" } (the pagination's). */
  noun: Nouns;
  /** The alert when the list did not load. */
  errorText: string;
  /** The text of an empty list. */
  emptyText: ReactNode;
  /** The text when the search or filters match nothing. */
  noMatchText: ReactNode;
  emptyRounded?: "lg" | "xl";
  /** data-testid of the range line. */
  countTestId?: string;
  /**
   * The list of the page's items: a table's or cards' declaration (the cards with their
   * `actions`), or a function drawing them with their Modifica / Elimina; `list` sorts.
   */
  items:
    | TableSpec<T>
    | CrudCardSpec<T>
    | ((items: T[], handlers: RowHandlers<T>, list: AdminList<T>) => ReactNode);
  /** The create (item null) or edit dialog. Remounted at each opening. */
  dialog: ComponentType<EntityDialogProps<T>>;
  /** Deletes the item; `done` closes the confirmation (left open on failure). */
  remove: { run: (item: T, done: () => void) => void; pending: boolean };
  /** The delete question for the item when `confirm` gives none. */
  deleteQuestion?: (item: T) => string;
  /** The confirmation: its question for the item, and what differs from the usual texts. */
  confirm?: {
    text?: (item: T) => string;
    /** Under the question; default 'Questa azione non può essere annullata.', null for none. */
    warning?: ReactNode;
    title?: string;
    confirmLabel?: string;
  };
  /** data-testid of the section. */
  testId?: string;
};

/**
 * A back-office list tab: header with 'Nuovo …', the search and filter bar, the list a page at a
 * time in its loading, error, empty, no-match and filled states with its pagination (decision
 * 023), the create/edit dialog and the confirmed delete (state from `useCrudTab`).
 */
export function CrudTab<T extends { id: number }>({
  tabId,
  title,
  description,
  newLabel,
  align,
  newFromUrl,
  path,
  filterNames,
  toolbar,
  searchLabel = "",
  noun,
  errorText,
  emptyText,
  noMatchText,
  emptyRounded,
  countTestId,
  items,
  dialog: Dialog,
  remove,
  deleteQuestion,
  confirm = {},
  testId,
}: Props<T>) {
  const question = confirm.text ?? deleteQuestion;
  const heading = useTabHeading(tabId, title);
  const list = useAdminList<T>(
    path,
    filterNames ?? (typeof toolbar === "function" ? [] : toolbar.filters?.map((f) => f.name)),
  );
  const crud = useCrudTab<T>({
    newFromUrl,
    deletePending: remove.pending,
    deleteItem: remove.run,
  });
  return (
    <AdminTabSection
      tabId={heading.tabId}
      testId={testId}
      title={heading.title}
      description={description}
      create={{ label: newLabel, onClick: () => crud.open(null) }}
      align={align}
    >
      {typeof toolbar === "function" ? (
        toolbar(list)
      ) : (
        <ListToolbar
          {...toolbar}
          list={list}
          idPrefix={toolbar.idPrefix ?? heading.tabId ?? ""}
          label={toolbar.label ?? searchLabel}
        />
      )}

      <ListStates
        list={list}
        noun={noun}
        errorText={errorText}
        emptyText={emptyText}
        noMatchText={noMatchText}
        emptyRounded={emptyRounded}
        countTestId={countTestId}
      >
        {(shown) => {
          const handlers = { onEdit: crud.open, onDelete: crud.setDeleting };
          if (typeof items === "function") return items(shown, handlers, list);
          const actions = { ...items.actions, ...handlers };
          return "columns" in items ? (
            <EntityTable {...items} items={shown} sorting={list} actions={actions} />
          ) : (
            <CardList {...items} items={shown} actions={actions} />
          );
        }}
      </ListStates>

      {crud.dialog ? (
        <EntityHistoryContext key={crud.dialog.key} value={historyEntityOf(list.path)}>
          <Dialog item={crud.dialog.item} onClose={crud.closeDialog} />
        </EntityHistoryContext>
      ) : null}
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={crud.deleting && question ? question(crud.deleting) : ""}
        warning={confirm.warning}
        title={confirm.title}
        confirmLabel={confirm.confirmLabel}
      />
    </AdminTabSection>
  );
}
