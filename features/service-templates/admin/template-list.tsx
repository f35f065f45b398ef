import { Pencil, Trash2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import type { ServiceTemplate } from "../service-templates.schema";
import { templateCategoryLabels, templateTypeLabels } from "../template-values";
import { ActiveBadge } from "#features/customers/admin/active-badge";

type Props = {
  templates: ServiceTemplate[];
  onEdit: (template: ServiceTemplate) => void;
  onDelete: (template: ServiceTemplate) => void;
};

/** The catalogue as a table: name and description, category, type, price, state, actions. */
export function TemplateList({ templates, onEdit, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Servizi del catalogo</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-800">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Nome
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Categoria
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Tipo
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Prezzo base
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Stato
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Azioni
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {templates.map((template) => (
            <tr key={template.id} data-testid="template-row">
              <td className="max-w-sm px-4 py-3 align-top">
                <p className="font-semibold text-slate-900">{template.name}</p>
                {template.description ? (
                  <p className="mt-0.5 line-clamp-2 text-slate-700">{template.description}</p>
                ) : null}
                {template.features.length > 0 ? (
                  <p className="mt-1 text-xs text-slate-600">
                    {template.features.length === 1
                      ? "1 caratteristica"
                      : `${template.features.length} caratteristiche`}
                  </p>
                ) : null}
              </td>
              <td className="px-4 py-3 align-top text-slate-800">
                {templateCategoryLabels[template.category]}
              </td>
              <td className="px-4 py-3 align-top text-slate-800">
                {templateTypeLabels[template.type]}
              </td>
              <td className="px-4 py-3 align-top text-slate-800">
                {template.basePrice ?? <span className="text-slate-600">Non indicato</span>}
              </td>
              <td className="px-4 py-3 align-top">
                <ActiveBadge active={template.isActive} />
              </td>
              <td className="px-4 py-3 align-top">
                <div className="flex justify-end gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onEdit(template)}
                    aria-label={`Modifica ${template.name}`}
                  >
                    <Icon node={Pencil} className="size-4" />
                    Modifica
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => onDelete(template)}
                    aria-label={`Elimina ${template.name}`}
                  >
                    <Icon node={Trash2} className="size-4" />
                    Elimina
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
