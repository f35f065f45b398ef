import { Badge } from "#kit/ui/badge";
import { type Column, type TableSpec } from "#kit/admin/entity-table";
import { formatCompactDateTime } from "#kit/lib/dates";
import { redirectStatusLabels, shownPath } from "../redirect-values";
import type { RedirectRecord } from "../redirect.schema";

/** "Mai" for a redirect nobody used yet. */
export const lastVisitText = (at: string | null) => (at ? formatCompactDateTime(at) : "Mai");

const columns: Column<RedirectRecord>[] = [
  {
    header: "Da",
    sort: "fromPath",
    testId: "redirect-from",
    className: "break-all",
    cell: (item) => (
      <>
        <p className="font-semibold text-slate-900">{shownPath(item.fromPath)}</p>
        {item.source === "automatic" ? (
          <Badge tone="muted" className="mt-1">
            Automatico: indirizzo cambiato
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    header: "A",
    sort: "target",
    className: "break-all",
    cell: (item) => shownPath(item.target),
  },
  {
    header: "Tipo",
    sort: "status",
    className: "whitespace-nowrap",
    cell: (item) => redirectStatusLabels[item.status],
  },
  {
    header: "Visite",
    sort: "hits",
    testId: "redirect-hits",
    className: "whitespace-nowrap text-right tabular-nums",
    cell: (item) => item.hits.toLocaleString("it-IT"),
  },
  {
    header: "Ultima visita",
    sort: "lastHitAt",
    className: "whitespace-nowrap",
    cell: (item) => lastVisitText(item.lastHitAt),
  },
];

/** The Reindirizzamenti list as a table (`CrudTab`). */
export const redirectTable: TableSpec<RedirectRecord> = {
  caption: "Reindirizzamenti",
  rowTestId: "redirect-row",
  columns,
  minWidth: "min-w-[56rem]",
  actions: { name: (item) => `il reindirizzamento da ${shownPath(item.fromPath)}`, compact: true },
};
