import { CrudTab, entityTexts, tabDeleteById } from "#kit/admin/crud-tab";
import type { TableSpec } from "#kit/admin/entity-table";
import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { useEntityForm } from "#kit/admin/use-entity-form";
import {
  guideCategoryLimits,
  guideCategorySchema,
  type GuideCategoryRecord,
} from "../guide-categories.schema";
import { guideCategoriesApi } from "./guides-api";

type Category = GuideCategoryRecord & { guides?: number };

const guideCount = (count = 0) => (count === 1 ? "1 guida" : `${count} guide`);

const categoryTable: TableSpec<Category> = {
  caption: "Categorie delle guide",
  rowTestId: "guide-category-row",
  columns: [
    {
      header: "Nome",
      sort: "name",
      cell: (item) => <span className="font-semibold text-slate-900">{item.name}</span>,
    },
    { header: "Guide", cell: (item) => guideCount(item.guides) },
    { header: "Ordine", sort: "sortOrder", cell: (item) => item.sortOrder },
  ],
  actions: { name: (item) => item.name },
};

const defaults = (item: Category | null) => ({
  name: item?.name ?? "",
  description: item?.description ?? "",
  sortOrder: String(item?.sortOrder ?? 0),
});

const Field = entityFields<ReturnType<typeof defaults>>();

function GuideCategoryDialog(props: EntityDialogProps<Category>) {
  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: "categoria", feminine: true }),
    schema: guideCategorySchema,
    defaults,
    mutation: guideCategoriesApi.useSave(),
  });
  return (
    <EntityDialog
      entity={entity}
      description="Le categorie raggruppano le guide su /guide, nell'ordine indicato. L'indirizzo viene ricavato dal nome."
      requiredNote
    >
      <Field.Text name="name" label="Nome" required maxLength={guideCategoryLimits.name} />
      <Field.Area
        name="description"
        label="Descrizione"
        rows={2}
        maxLength={guideCategoryLimits.description}
        hint="Facoltativa: una frase sotto il nome della categoria."
      />
      <Field.SortOrder name="sortOrder" />
    </EntityDialog>
  );
}

/**
 * The 'Categorie guide' tab (decision 065): the knowledge base's categories; one that still
 * holds guides is not deleted (the server says how many).
 */
export function GuideCategoriesTab() {
  return (
    <CrudTab<Category>
      description="Le categorie delle guide, nell'ordine in cui compaiono su /guide."
      newFromUrl
      {...entityTexts("la categoria", "le categorie", (item: Category) => item.name)}
      path={guideCategoriesApi.path}
      toolbar={{ placeholder: "Nome o descrizione" }}
      emptyText={'Nessuna categoria presente. Aggiungi la prima con "Nuova categoria".'}
      items={categoryTable}
      dialog={GuideCategoryDialog}
      remove={tabDeleteById(guideCategoriesApi.useDelete(), "Categoria eliminata")}
    />
  );
}
