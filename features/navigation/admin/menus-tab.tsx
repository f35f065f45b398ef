import { useCallback, useState } from "react";
import { AdminTabSection, QueryStatus } from "#kit/admin/tab-parts";
import { ConfirmDeleteDialog } from "#kit/admin/confirm-delete-dialog";
import { EntityHistoryContext, historyEntityOf } from "#kit/admin/entity-history";
import { tabDeleteById } from "#kit/admin/crud-tab";
import { toastError } from "#kit/admin/mutation-toasts";
import { useCrudTab } from "#kit/admin/use-crud-tab";
import { menuIds, type MenuId } from "../menu-values";
import type { MenuEntryRecord } from "../navigation.schema";
import { menusApi } from "./menus-api";
import { MenuEntryDialog } from "./menu-entry-dialog";
import { MenuSection } from "./menu-section";

/**
 * The 'Menu' tab (decision 058): one section per menu of the site (the bar, the side menu's
 * groups, the footer's columns and legal links) with its entries in order; add and edit in a
 * dialog, Su/Giù to reorder, delete with a confirmation.
 */
export function MenusTab() {
  const query = menusApi.useMenus();
  const move = menusApi.useMove();
  const remove = tabDeleteById<MenuEntryRecord>(menusApi.useDelete(), "Voce di menu eliminata");
  const crud = useCrudTab<MenuEntryRecord>({
    deletePending: remove.pending,
    deleteItem: remove.run,
  });
  const [newIn, setNewIn] = useState<MenuId>("navbar");
  const [focus, setFocus] = useState<{ id: number; direction: "up" | "down" } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focused = useCallback(() => setFocus(null), []);

  const onMove = (entry: MenuEntryRecord, direction: "up" | "down") =>
    move.mutate(
      { id: entry.id, direction },
      {
        onSuccess: (moved) => {
          setFocus({ id: entry.id, direction });
          setAnnouncement(`Voce "${entry.label}" spostata in posizione ${moved.sortOrder}.`);
        },
        onError: (error) => toastError("Errore durante lo spostamento", error),
      },
    );

  const data = query.data;
  return (
    <AdminTabSection
      gap="8"
      align="start"
      description="Le voci della barra di navigazione, del menu laterale e del piè di pagina: etichetta, pagina o indirizzo di destinazione, ordine."
    >
      <QueryStatus
        query={query}
        errorText="Impossibile caricare i menu. Ricarica la pagina tra qualche istante."
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {data
        ? menuIds.map((menu) => (
            <MenuSection
              key={menu}
              menu={menu}
              entries={data.menus.find((group) => group.menu === menu)?.entries ?? []}
              pages={data.pages}
              onAdd={(chosen) => {
                setNewIn(chosen);
                crud.open(null);
              }}
              onEdit={crud.open}
              onDelete={crud.setDeleting}
              onMove={onMove}
              moving={move.isPending}
              focus={focus}
              onFocused={focused}
            />
          ))
        : null}

      {crud.dialog && data ? (
        <EntityHistoryContext key={crud.dialog.key} value={historyEntityOf(menusApi.path)}>
          <MenuEntryDialog
            item={crud.dialog.item}
            menu={newIn}
            pages={data.pages}
            onClose={crud.closeDialog}
          />
        </EntityHistoryContext>
      ) : null}
      <ConfirmDeleteDialog
        {...crud.deleteDialog}
        description={
          crud.deleting ? `Sei sicuro di voler eliminare la voce "${crud.deleting.label}"?` : ""
        }
      />
    </AdminTabSection>
  );
}
