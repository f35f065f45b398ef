import { useEffect, useRef } from "react";
import { ArrowDown, ArrowUp, Plus } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { Badge } from "#kit/ui/badge";
import { RowActions } from "#kit/admin/row-actions";
import { EmptyState } from "#kit/admin/tab-parts";
import { menuDescriptions, menuLabels, menuWidthLabels, type MenuId } from "../menu-values";
import type { MenuEntryRecord, MenuPage } from "../navigation.schema";

type Direction = "up" | "down";

type Props = {
  menu: MenuId;
  entries: MenuEntryRecord[];
  pages: readonly MenuPage[];
  onAdd: (menu: MenuId) => void;
  onEdit: (entry: MenuEntryRecord) => void;
  onDelete: (entry: MenuEntryRecord) => void;
  onMove: (entry: MenuEntryRecord, direction: Direction) => void;
  /** True while a move runs: the Su/Giù buttons wait for it. */
  moving: boolean;
  /** The entry just moved and the button pressed: the focus goes back to it in its new place. */
  focus: { id: number; direction: Direction } | null;
  onFocused: () => void;
};

/**
 * One menu of the Menu tab: its name and where it shows, its entries in order, each with Su/Giù
 * (keyboard only: after a move the focus stays on the button pressed, in the entry's new
 * place), Modifica and Elimina, and 'Aggiungi voce'.
 */
export function MenuSection(props: Props) {
  const { menu, entries, pages, onAdd, onEdit, onDelete, onMove, moving, focus, onFocused } = props;
  const list = useRef<HTMLOListElement>(null);
  const titleId = `menu-${menu}`;

  useEffect(() => {
    if (!focus || !list.current) return;
    const row = list.current.querySelector(`[data-entry="${focus.id}"]`);
    if (!row) return;
    const buttons = [...row.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
    (buttons.find((button) => button.dataset.action === focus.direction) ?? buttons[0])?.focus();
    onFocused();
  }, [focus, entries, onFocused]);

  const pageTitle = (path: string) => pages.find((page) => page.path === path)?.title;
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5"
      data-testid={`menu-${menu}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            {menuLabels[menu]}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{menuDescriptions[menu]}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => onAdd(menu)}>
          <Icon node={Plus} className="size-4" />
          Aggiungi voce
          <span className="sr-only"> a {menuLabels[menu]}</span>
        </Button>
      </div>
      {entries.length === 0 ? (
        <EmptyState>
          Nessuna voce: il menu non compare sul sito finché non ne aggiungi una.
        </EmptyState>
      ) : (
        <ol ref={list} className="grid gap-2" aria-labelledby={titleId}>
          {entries.map((entry, index) => {
            const name = `${entry.label} (posizione ${index + 1} di ${entries.length})`;
            const title = pageTitle(entry.target);
            return (
              <li
                key={entry.id}
                data-entry={entry.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
              >
                <span className="w-6 text-sm font-medium text-slate-700" aria-hidden="true">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{entry.label}</p>
                  <p className="truncate text-sm text-slate-700">
                    {title ? `${title} (${entry.target})` : entry.target}
                  </p>
                </div>
                {menu === "navbar" ? (
                  <Badge tone={entry.showFrom === "lg" ? "muted" : "info"}>
                    {menuWidthLabels[entry.showFrom]}
                  </Badge>
                ) : null}
                <div className="flex flex-wrap gap-1">
                  <MoveButton
                    direction="up"
                    name={entry.label}
                    disabled={moving || index === 0}
                    onClick={() => onMove(entry, "up")}
                  />
                  <MoveButton
                    direction="down"
                    name={entry.label}
                    disabled={moving || index === entries.length - 1}
                    onClick={() => onMove(entry, "down")}
                  />
                  <RowActions
                    name={name}
                    onEdit={() => onEdit(entry)}
                    onDelete={() => onDelete(entry)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function MoveButton({
  direction,
  name,
  disabled,
  onClick,
}: {
  direction: Direction;
  name: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const up = direction === "up";
  return (
    <Button
      variant="ghost"
      size="sm"
      data-action={direction}
      disabled={disabled}
      aria-label={`${up ? "Sposta su" : "Sposta giù"}: ${name}`}
      onClick={onClick}
    >
      <Icon node={up ? ArrowUp : ArrowDown} className="size-4" />
      {up ? "Su" : "Giù"}
    </Button>
  );
}
