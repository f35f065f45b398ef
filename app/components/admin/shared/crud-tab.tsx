import { Fragment, type ReactNode } from "react";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { EntityHistoryContext, historyEntityOf } from "./entity-history";
import type { RowHandlers } from "./row-actions";
import { AdminTabSection, ListStates } from "./tab-parts";
import { useCrudTab } from "./use-crud-tab";
import type { AdminList } from "./use-admin-list";

type Props<T> = {
  /** The tab's id: its h2 is `admin-tab-<id>`; null on a page whose h1 is the title. */
  tabId: string | null;
  title: string;
  description: ReactNode;
  /** The create button's text, e.g. 'Nuovo articolo'. */
  newLabel: string;
  align?: "end" | "start";
  /** `?new=1` in the URL (the dashboard's quick actions) opens the create dialog. */
  newFromUrl?: boolean;
  /** The list read a page at a time, its state in the URL (`useAdminList`). */
  list: AdminList<T>;
  /** The bar above the list: search, filters, export (`ListToolbar`). */
  toolbar: ReactNode;
  /** What the list holds, e.g. "articoli" (the pagination's name). */
  noun: string;
  /** The alert when the list did not load. */
  errorText: string;
  /** The text of an empty list. */
  emptyText: ReactNode;
  /** The text when the search or filters match nothing. */
  noMatchText: ReactNode;
  emptyRounded?: "lg" | "xl";
  /** data-testid of the range line. */
  countTestId?: string;
  /** The list (table, cards...) of the page's items, with their Modifica / Elimina. */
  items: (items: T[], handlers: RowHandlers<T>) => ReactNode;
  /** The create (item null) or edit dialog; `close` closes it. Remounted at each opening. */
  dialog: (item: T | null, close: () => void) => ReactNode;
  /** Deletes the item; `done` closes the confirmation (left open on failure). */
  remove: { run: (item: T, done: () => void) => void; pending: boolean };
  /** The confirmation: its question for the item, and what differs from the usual texts. */
  confirm: {
    text: (item: T) => string;
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
export function CrudTab<T>({
  tabId,
  title,
  description,
  newLabel,
  align,
  newFromUrl,
  list,
  toolbar,
  noun,
  errorText,
  emptyText,
  noMatchText,
  emptyRounded,
  countTestId,
  items,
  dialog,
  remove,
  confirm,
  testId,
}: Props<T>) {
  const crud = useCrudTab<T>({
    newFromUrl,
    deletePending: remove.pending,
    deleteItem: remove.run,
  });
  return (
    <AdminTabSection
      tabId={tabId}
      testId={testId}
      title={title}
      description={description}
      create={{ label: newLabel, onClick: () => crud.open(null) }}
      align={align}
    >
      {toolbar}

      <ListStates
        list={list}
        noun={noun}
        errorText={errorText}
        emptyText={emptyText}
        noMatchText={noMatchText}
        emptyRounded={emptyRounded}
        countTestId={countTestId}
      >
        {(shown) => items(shown, { onEdit: crud.open, onDelete: crud.setDeleting })}
      </ListStates>

      {crud.dialog ? (
        <Fragment key={crud.dialog.key}>
          <EntityHistoryContext value={historyEntityOf(list.path)}>
            {dialog(crud.dialog.item, crud.closeDialog)}
          </EntityHistoryContext>
        </Fragment>
      ) : null}
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={crud.deleting ? confirm.text(crud.deleting) : ""}
        warning={confirm.warning}
        title={confirm.title}
        confirmLabel={confirm.confirmLabel}
      />
    </AdminTabSection>
  );
}
