import { ExternalLink } from "lucide";
import { Icon } from "#kit/ui/icon";
import { type SoftwareItem } from "../software.schema";
import { softwareCategoryLabels, softwarePlatformLabels } from "../software-labels";
import type { TableSpec } from "#kit/admin/entity-table";
import { FlagBadge } from "#kit/admin/flag-badge";
import { UsageList } from "#features/media/admin/media-card";

const count = new Intl.NumberFormat("it-IT");

/**
 * The software table (../shared/spec/back-office.md §2 "Admin software page"): one row per item,
 * newest order first.
 */
export const softwareTable: TableSpec<SoftwareItem> = {
  caption: "Elenco del software scaricabile",
  testId: "software-table",
  rowTestId: "software-row",
  minWidth: "min-w-[68rem]",
  actions: { name: (item) => item.name, compact: true },
  columns: [
    {
      header: "Nome",
      sort: "name",
      className: "min-w-56",
      cell: (item) => (
        <>
          <span className="flex items-center gap-1.5 font-semibold text-slate-900">
            {item.name}
            {item.downloadType === "external" ? (
              <>
                <Icon node={ExternalLink} className="size-3.5 text-slate-600" />
                <span className="sr-only">(link esterno)</span>
              </>
            ) : null}
          </span>
          {item.description ? (
            <span className="mt-0.5 line-clamp-2 block max-w-md text-slate-700">
              {item.description}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: "Versione",
      sort: "version",
      className: "whitespace-nowrap",
      cell: (item) => item.version,
    },
    {
      header: "Categoria",
      sort: "category",
      cell: (item) => (
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
          {softwareCategoryLabels[item.category]}
        </span>
      ),
    },
    {
      header: "Piattaforma",
      sort: "platform",
      className: "whitespace-nowrap",
      cell: (item) => softwarePlatformLabels[item.platform],
    },
    {
      header: "Dimensione",
      className: "whitespace-nowrap",
      cell: (item) => item.fileSize ?? "—",
    },
    {
      header: "Download",
      sort: "downloadCount",
      className: "text-right tabular-nums",
      testId: "software-downloads",
      cell: (item) => count.format(item.downloadCount),
    },
    {
      header: "Dove è usato",
      className: "min-w-48",
      testId: "software-used-in",
      cell: (item) => <UsageList usedIn={item.usedIn ?? []} title="Usato in:" unused="Non usato" />,
    },
    {
      header: "Stato",
      sort: "isActive",
      cell: (item) => <FlagBadge on={item.isActive} label="Attivo" offLabel="Inattivo" />,
    },
  ],
};
