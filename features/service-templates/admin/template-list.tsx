import type { ServiceTemplate } from "../service-templates.schema";
import { templateCategoryLabels, templateTypeLabels } from "../template-values";
import { formatPrice } from "../price-values";
import { ActiveBadge } from "#features/customers/admin/active-badge";
import type { TableSpec } from "#kit/admin/entity-table";

/** The catalogue as a table: name and description, category, type, price, state, actions. */
export const templateTable: TableSpec<ServiceTemplate> = {
  caption: "Servizi del catalogo",
  rowTestId: "template-row",
  actions: { name: (template) => template.name },
  columns: [
    {
      header: "Nome",
      sort: "name",
      className: "max-w-sm",
      cell: (template) => (
        <>
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
        </>
      ),
    },
    {
      header: "Categoria",
      sort: "category",
      cell: (template) => templateCategoryLabels[template.category],
    },
    { header: "Tipo", sort: "type", cell: (template) => templateTypeLabels[template.type] },
    {
      header: "Prezzo base",
      sort: "basePrice",
      cell: (template) =>
        formatPrice(template.basePrice, template.basePricePeriod) ?? (
          <span className="text-slate-600">Non indicato</span>
        ),
    },
    {
      header: "Stato",
      sort: "isActive",
      cell: (template) => <ActiveBadge active={template.isActive} />,
    },
  ],
};
