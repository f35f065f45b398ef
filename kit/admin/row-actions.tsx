import type { ReactNode } from "react";
import { ExternalLink, Pencil, Trash2, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { cn } from "#kit/ui/cn";

/** What a list row can do with its item. */
export type RowHandlers<T> = { onEdit: (item: T) => void; onDelete: (item: T) => void };

/** A row that can always be edited and, when the list allows it, deleted. */
export type RowEditHandlers<T> = { onEdit: (item: T) => void; onDelete?: (item: T) => void };

type Props = {
  /** The item's name, read after 'Modifica' / 'Elimina' by screen readers. */
  name: string;
  onEdit: () => void;
  /** Left out: no Elimina (a list whose items cannot be deleted). */
  onDelete?: () => void;
  /** Icon-only buttons (their names stay 'Modifica …' / 'Elimina …'), for wide tables. */
  compact?: boolean;
  /** Other words and icons for the two buttons (e.g. 'Crea reindirizzamento' and 'Ignora'). */
  labels?: { edit?: RowActionLook; delete?: RowActionLook };
  /** Further actions placed before Modifica (e.g. an 'Apri' link). */
  children?: ReactNode;
  /** Where the buttons sit in their row: at its end (lists) or start (cards). */
  align?: "end" | "start";
  className?: string;
};

/** The text and icon of a row's button. */
export type RowActionLook = { label: string; icon: IconNode };

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg focus-ring focus-visible:outline-brand-700";

/** The two actions of a row: their text, icon and colour. */
const actions = {
  edit: { label: "Modifica", icon: Pencil, danger: false },
  delete: { label: "Elimina", icon: Trash2, danger: true },
} as const;

/**
 * A small ghost button of a row or card: its icon and text, then for screen readers what it
 * acts on; `danger` in red (Elimina, Rimuovi, Annulla servizio). `compact`: the icon alone, for
 * wide tables (its name stays 'Annulla servizio …'; the text shows as its tooltip).
 */
export function RowButton({
  icon,
  label,
  what,
  danger = false,
  compact = false,
  onClick,
}: {
  icon: IconNode;
  label: string;
  what: string;
  danger?: boolean;
  compact?: boolean;
  onClick: () => void;
}) {
  if (compact) {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-label={`${label} ${what}`}
        title={label}
        className={cn(
          iconButton,
          danger
            ? "text-red-700 hover:bg-red-50 hover:text-red-800"
            : "text-slate-700 hover:bg-slate-100 hover:text-brand-700",
        )}
      >
        <Icon node={icon} className="size-4" />
      </button>
    );
  }
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={onClick}
      className={danger ? "text-red-700 hover:bg-red-50" : undefined}
    >
      <Icon node={icon} className="size-4" />
      {label}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}

/** The Modifica and Elimina buttons of a back-office list row or card. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  compact = false,
  labels = {},
  children,
  align = "end",
  className,
}: Props) {
  return (
    <div className={cn("flex gap-1", align === "end" ? "justify-end" : "justify-start", className)}>
      {children}
      <RowButton
        {...actions.edit}
        {...labels.edit}
        what={name}
        compact={compact}
        onClick={onEdit}
      />
      {onDelete ? (
        <RowButton
          {...actions.delete}
          {...labels.delete}
          what={name}
          compact={compact}
          onClick={onDelete}
        />
      ) : null}
    </div>
  );
}

/** A link among the row actions that opens the public page in a new tab ('Apri', 'Anteprima'). */
export function RowLink({ href, label, srText }: { href: string; label: string; srText: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Icon node={ExternalLink} className="size-4" />
      {label}
      <span className="sr-only"> {srText}</span>
    </a>
  );
}
