import { Fragment, type ReactNode } from "react";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import type { RowHandlers } from "./row-actions";
import { AdminTabSection, ListStates, type ListSearch } from "./tab-parts";
import { useCrudTab } from "./use-crud-tab";

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
  query: { isPending: boolean; isError: boolean; data: T[] | undefined };
  /** The alert when the list did not load. */
  errorText: string;
  /** The text of an empty list. */
  emptyText: ReactNode;
  emptyRounded?: "lg" | "xl";
  /** Search and filters: the bar (above the list) and what it keeps. */
  search?: ListSearch<T> & { bar: ReactNode };
  /** The list (table, cards...) of the items shown, with their Modifica / Elimina. */
  list: (items: T[], handlers: RowHandlers<T>) => ReactNode;
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
 * A back-office list tab: header with 'Nuovo …', the list in its loading, error, empty and
 * filled states, the create/edit dialog and the confirmed delete (state from `useCrudTab`).
 */
export function CrudTab<T>({
  tabId,
  title,
  description,
  newLabel,
  align,
  newFromUrl,
  query,
  errorText,
  emptyText,
  emptyRounded,
  search,
  list,
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
      {search?.bar}

      <ListStates
        query={query}
        errorText={errorText}
        emptyText={emptyText}
        emptyRounded={emptyRounded}
        search={search}
      >
        {(items) => list(items, { onEdit: crud.open, onDelete: crud.setDeleting })}
      </ListStates>

      {crud.dialog ? (
        <Fragment key={crud.dialog.key}>{dialog(crud.dialog.item, crud.closeDialog)}</Fragment>
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
