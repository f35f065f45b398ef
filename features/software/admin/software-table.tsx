import { ExternalLink, Pencil, Trash2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { cn } from "#app/components/ui/cn";
import { type SoftwareItem } from "../software.schema";
import { softwareCategoryLabels, softwarePlatformLabels } from "../software-labels";

type Props = {
  items: SoftwareItem[];
  onEdit: (item: SoftwareItem) => void;
  onDelete: (item: SoftwareItem) => void;
};

const th = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
const td = "px-4 py-3 align-top text-sm text-slate-800";
const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg focus-ring focus-visible:outline-brand-700";

const count = new Intl.NumberFormat("it-IT");

/** The software table (back-office.md 'Admin software page'): one row per item, newest order first. */
export function SoftwareTable({ items, onEdit, onDelete }: Props) {
  return (
    <div
      role="region"
      aria-label="Elenco del software scaricabile"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="min-w-full divide-y divide-slate-200" data-testid="software-table">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Nome
            </th>
            <th scope="col" className={th}>
              Versione
            </th>
            <th scope="col" className={th}>
              Categoria
            </th>
            <th scope="col" className={th}>
              Piattaforma
            </th>
            <th scope="col" className={th}>
              Dimensione
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              Download
            </th>
            <th scope="col" className={th}>
              Stato
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              Azioni
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={item.id} data-testid="software-row">
              <th scope="row" className={cn(td, "min-w-56 text-left font-normal")}>
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
              </th>
              <td className={cn(td, "whitespace-nowrap")}>{item.version}</td>
              <td className={td}>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
                  {softwareCategoryLabels[item.category]}
                </span>
              </td>
              <td className={cn(td, "whitespace-nowrap")}>
                {softwarePlatformLabels[item.platform]}
              </td>
              <td className={cn(td, "whitespace-nowrap")}>{item.fileSize ?? "—"}</td>
              <td className={cn(td, "text-right tabular-nums")} data-testid="software-downloads">
                {count.format(item.downloadCount)}
              </td>
              <td className={td}>
                <span
                  className={cn(
                    "rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
                    item.isActive ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-800",
                  )}
                >
                  {item.isActive ? "Attivo" : "Inattivo"}
                </span>
              </td>
              <td className={cn(td, "text-right whitespace-nowrap")}>
                <button
                  type="button"
                  onClick={() => onEdit(item)}
                  aria-label={`Modifica ${item.name}`}
                  title="Modifica"
                  className={cn(
                    iconButton,
                    "text-slate-700 hover:bg-slate-100 hover:text-brand-700",
                  )}
                >
                  <Icon node={Pencil} className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(item)}
                  aria-label={`Elimina ${item.name}`}
                  title="Elimina"
                  className={cn(iconButton, "text-red-700 hover:bg-red-50 hover:text-red-800")}
                >
                  <Icon node={Trash2} className="size-4" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
