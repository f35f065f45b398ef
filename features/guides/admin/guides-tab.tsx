import { CrudTab, entityTexts, tabDeleteById } from "#kit/admin/crud-tab";
import { filterOf, optionsOf } from "#kit/admin/list-toolbar";
import type { TableSpec } from "#kit/admin/entity-table";
import { FlagBadge } from "#kit/admin/flag-badge";
import { RowLink } from "#kit/admin/row-actions";
import { formatCardDate } from "#kit/lib/dates";
import type { GuideRecord } from "../guides.schema";
import { guideStatusLabels } from "../guide-values";
import { guidesApi, useGuideCategoryOptions } from "./guides-api";
import { GuideDialog } from "./guide-dialog";

/** The list's table: title, category, Pubblicata/Bozza, last change, actions. */
function guideTable(categoryName: (id: number) => string): TableSpec<GuideRecord> {
  return {
    caption: "Guide",
    rowTestId: "guide-row",
    minWidth: "min-w-[40rem]",
    columns: [
      {
        header: "Titolo",
        sort: "title",
        className: "max-w-md",
        cell: (guide) => <span className="font-semibold text-slate-900">{guide.title}</span>,
      },
      { header: "Categoria", sort: "category", cell: (guide) => categoryName(guide.categoryId) },
      {
        header: "Stato",
        sort: "published",
        cell: (guide) => <FlagBadge on={guide.published} label="Pubblicata" offLabel="Bozza" />,
      },
      {
        header: "Modificata",
        sort: "updatedAt",
        className: "whitespace-nowrap",
        cell: (guide) => formatCardDate(guide.updatedAt),
      },
    ],
    actions: {
      name: (guide) => guide.title,
      extra: (guide) =>
        guide.published ? (
          <RowLink
            href={`/guide/${guide.slug}`}
            label="Apri"
            srText={`${guide.title} (si apre in una nuova scheda)`}
          />
        ) : null,
    },
  };
}

/**
 * The 'Guide' tab (decision 065): the knowledge base's articles, drafts too, searched and
 * filtered by state and category, with create, edit (versions kept) and delete.
 */
export function GuidesTab() {
  const categories = useGuideCategoryOptions();
  const options = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  const categoryName = (id: number) =>
    categories.data?.find((category) => category.id === id)?.name ?? "";
  return (
    <CrudTab<GuideRecord>
      description="Le guide per i clienti, pubblicate su /guide e suggerite a chi apre un ticket. Le bozze restano visibili solo nel pannello."
      newFromUrl
      {...entityTexts("la guida", "le guide", (guide: GuideRecord) => guide.title)}
      path={guidesApi.path}
      filterNames={["status", "categoryId"]}
      toolbar={{
        placeholder: "Titolo o riassunto",
        filters: [
          filterOf("status", "Stato", "Tutte", optionsOf(guideStatusLabels)),
          filterOf("categoryId", "Categoria", "Tutte le categorie", options),
        ],
      }}
      emptyText={'Nessuna guida presente. Scrivi la prima con "Nuova guida".'}
      items={guideTable(categoryName)}
      dialog={GuideDialog}
      remove={tabDeleteById(guidesApi.useDelete(), "Guida eliminata")}
    />
  );
}
