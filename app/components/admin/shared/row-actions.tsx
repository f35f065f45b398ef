import type { ReactNode } from "react";
import { ExternalLink, Pencil, Trash2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/components/ui/cn";

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
  /** Further actions placed before Modifica (e.g. an 'Apri' link). */
  children?: ReactNode;
  /** Where the buttons sit in their row: at its end (lists) or start (cards). */
  align?: "end" | "start";
  className?: string;
};

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg focus-ring focus-visible:outline-brand-700";

/** The Modifica and Elimina buttons of a back-office list row or card. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  compact = false,
  children,
  align = "end",
  className,
}: Props) {
  const row = cn("flex gap-1", align === "end" ? "justify-end" : "justify-start", className);
  if (compact) {
    return (
      <div className={row}>
        {children}
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Modifica ${name}`}
          title="Modifica"
          className={cn(iconButton, "text-slate-700 hover:bg-slate-100 hover:text-brand-700")}
        >
          <Icon node={Pencil} className="size-4" />
        </button>
        {onDelete ? (
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Elimina ${name}`}
            title="Elimina"
            className={cn(iconButton, "text-red-700 hover:bg-red-50 hover:text-red-800")}
          >
            <Icon node={Trash2} className="size-4" />
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={row}>
      {children}
      <Button size="sm" variant="ghost" onClick={onEdit}>
        <Icon node={Pencil} className="size-4" />
        Modifica<span className="sr-only"> {name}</span>
      </Button>
      {onDelete ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          className="text-red-700 hover:bg-red-50"
        >
          <Icon node={Trash2} className="size-4" />
          Elimina<span className="sr-only"> {name}</span>
        </Button>
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
