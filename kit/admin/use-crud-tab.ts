import { useState } from "react";
import { useSearchParams } from "react-router";

/** The item in the create/edit dialog (null: a new one); `key` remounts the dialog each time. */
export type CrudDialogState<T> = { item: T | null; key: number } | null;

type Options<T> = {
  /** Deletes `item`; call `done` on success so the confirmation closes (it stays open on failure). */
  deleteItem: (item: T, done: () => void) => void;
  /** True while the delete call runs. */
  deletePending: boolean;
  /** `?new=1` in the URL (the dashboard's quick actions) opens the create dialog until closed. */
  newFromUrl?: boolean;
};

/**
 * State of a back-office list tab with a create/edit dialog and a confirmed delete: which item is
 * edited, which one is about to be deleted, and the props of the `ConfirmDeleteDialog`. The one
 * way a tab wires them; `CrudTab` renders a whole list tab with it.
 */
export function useCrudTab<T>({ deleteItem, deletePending, newFromUrl = false }: Options<T>) {
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<CrudDialogState<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  const openedByUrl = newFromUrl && params.get("new") === "1";
  const dialog: CrudDialogState<T> = editing ?? (openedByUrl ? { item: null, key: 0 } : null);

  const open = (item: T | null) => setEditing({ item, key: Date.now() });
  const closeDialog = () => {
    setEditing(null);
    if (!openedByUrl) return;
    const next = new URLSearchParams(params);
    next.delete("new");
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const deleteDialog = {
    open: deleting !== null,
    onOpenChange: (next: boolean) => {
      if (!next) setDeleting(null);
    },
    pending: deletePending,
    onConfirm: () => {
      if (deleting) deleteItem(deleting, () => setDeleting(null));
    },
  };

  return { dialog, open, closeDialog, deleting, setDeleting, deleteDialog };
}
