import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, one and many, e.g. { one: "messaggio", many: "messaggi" }. */
  noun: Nouns;
  onPage: (page: number) => void;
  countTestId?: string;
};

/** How a list names one of its items and several, e.g. { one: "voce", many: "voci" }. */
export type Nouns = { one: string; many: string };

const number = (n: number) => n.toLocaleString("it-IT");

/** "1–25 di 10.000": the items shown and how many match. */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return "0 di 0";
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `${number(first)}–${number(last)} di ${number(total)}`;
}

const buttonClass =
  "inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white";

/**
 * The range line and the page buttons of a back-office list (decision 023): first, previous,
 * 'Pagina 2 di 400', next, last; plain buttons (keyboard and screen readers), marked
 * aria-disabled at the ends (so the focus stays on them).
 */
export function Pagination({ page, pageSize, total, noun, onPage, countTestId }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (label: string, icon: IconNode, target: number, disabled: boolean) => (
    <button
      type="button"
      className={buttonClass}
      onClick={() => {
        if (!disabled) onPage(target);
      }}
      aria-disabled={disabled}
      aria-label={label}
      title={label}
    >
      <Icon node={icon} className="size-4" />
    </button>
  );
  return (
    <nav
      aria-label={`Pagine: ${noun.many}`}
      className="flex flex-wrap items-center justify-between gap-3"
      data-testid="list-pagination"
    >
      <p role="status" className="text-sm font-medium text-slate-700" data-testid={countTestId}>
        {rangeText(page, pageSize, total)}
        <span className="sr-only"> {total === 1 ? noun.one : noun.many}</span>
      </p>
      <div className={cn("flex items-center gap-2", pages === 1 && "hidden")}>
        {go("Prima pagina", ChevronsLeft, 1, page <= 1)}
        {go("Pagina precedente", ChevronLeft, page - 1, page <= 1)}
        <span className="px-2 text-sm text-slate-800" aria-current="page">
          Pagina {number(Math.min(page, pages))} di {number(pages)}
        </span>
        {go("Pagina successiva", ChevronRight, page + 1, page >= pages)}
        {go("Ultima pagina", ChevronsRight, pages, page >= pages)}
      </div>
    </nav>
  );
}
