import { catalogLimits } from "#features/shared/catalog-fields";
import { clientSchema, type ClientRecord } from "../clients.schema";
import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { fieldsOr } from "#kit/admin/fields-or";
import { useEntityForm } from "#kit/admin/use-entity-form";
import { clientsApi } from "./clients-api";

/** The form's values: the URLs as text ("" for none), the sort order as typed. */
const defaults = (client: ClientRecord | null) => ({
  ...fieldsOr(client, { name: "", logoUrl: "", websiteUrl: "", featured: false }),
  sortOrder: String(client?.sortOrder ?? 0),
});

const Field = entityFields<ReturnType<typeof defaults>>();

/** Create/edit dialog of a client reference (../shared/spec/back-office.md §2, §3, §5, §8). */
export function ClientDialog(props: EntityDialogProps<ClientRecord>) {
  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: "cliente" }),
    schema: clientSchema,
    defaults,
    mutation: clientsApi.useSave(),
  });

  return (
    <EntityDialog
      entity={entity}
      description="I clienti in evidenza compaiono con il loro logo nella pagina Portfolio."
      requiredNote
    >
      <Field.Organization name="name" label="Nome cliente" maxLength={catalogLimits.name} />
      <Field.Url
        name="websiteUrl"
        maxLength={catalogLimits.url}
        hint="Facoltativo. Il logo nel portfolio porta a questo indirizzo."
      />
      <Field.SortOrder name="sortOrder" />
      <Field.Switch
        name="featured"
        label="In evidenza"
        hint="Acceso: il logo compare nella pagina Portfolio."
      />
      <Field.Logo name="logoUrl" />
    </EntityDialog>
  );
}
