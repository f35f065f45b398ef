import { Link } from "react-router";
import { cn } from "#kit/ui/cn";
import type { ServiceTemplate } from "#features/service-templates/service-templates.schema";
import { formatPrice } from "#features/service-templates/price-values";
import {
  templateCategoryLabels,
  templateTypeLabels,
} from "#features/service-templates/template-values";
import { adminTabHref } from "#features/admin/admin-tab-href";
import { useActiveServiceTemplates } from "#features/service-templates/admin/template-api";
import { RequiredMark } from "#kit/ui/field";

type Props = {
  idPrefix: string;
  selectedId: number | null;
  onSelect: (template: ServiceTemplate) => void;
  error?: string;
};

/** Step 1 of the assign dialog: one of the active templates, as a radio group. */
export function TemplateStep({ idPrefix, selectedId, onSelect, error }: Props) {
  const query = useActiveServiceTemplates();
  const templates = query.data ?? [];
  const errorId = `${idPrefix}-template-error`;

  if (query.isPending) return <p role="status">Caricamento...</p>;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
        Impossibile caricare i servizi del catalogo.
      </p>
    );
  }
  if (templates.length === 0) {
    return (
      <p className="text-slate-700">
        Nessun servizio attivo nel catalogo.{" "}
        <Link to={adminTabHref("services")} className="font-semibold text-brand-700 underline">
          Crea un servizio
        </Link>{" "}
        prima di assegnarlo.
      </p>
    );
  }
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">
        Servizio del catalogo
        <RequiredMark />
      </legend>
      <div className="mt-2 grid max-h-[50vh] gap-2 overflow-y-auto p-0.5">
        {templates.map((template) => {
          const id = `${idPrefix}-template-${template.id}`;
          const checked = template.id === selectedId;
          return (
            <label
              key={template.id}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                checked
                  ? "border-brand-700 bg-brand-50"
                  : "border-slate-300 hover:border-brand-600",
              )}
            >
              <input
                id={id}
                type="radio"
                name={`${idPrefix}-template`}
                value={template.id}
                checked={checked}
                onChange={() => onSelect(template)}
                aria-invalid={error ? true : undefined}
                className="mt-1 size-4 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{template.name}</span>
                <span className="block text-sm text-slate-700">
                  {templateCategoryLabels[template.category]} · {templateTypeLabels[template.type]}
                  {template.basePrice !== null
                    ? ` · ${formatPrice(template.basePrice, template.basePricePeriod)}`
                    : ""}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
