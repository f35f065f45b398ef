import { catalogLimits } from "../catalog-fields";
import { clientSchema, type ClientRecord } from "../clients.schema";
import { EntityDialog } from "#app/components/admin/shared/entity-dialog";
import { entityFields } from "#app/components/admin/shared/entity-fields";
import { useEntityForm } from "#app/components/admin/shared/use-entity-form";
import { useSaveClient } from "./clients-api";

/** The form's values: the URLs as text ("" for none), the sort order as typed. */
const defaults = (client: ClientRecord | null) => ({
  name: client?.name ?? "",
  logoUrl: client?.logoUrl ?? "",
  websiteUrl: client?.websiteUrl ?? "",
  featured: client?.featured ?? false,
  sortOrder: String(client?.sortOrder ?? 0),
});

const Field = entityFields<ReturnType<typeof defaults>>();

type Props = {
  /** The client to edit, or null to add a new one. */
  client: ClientRecord | null;
  onClose: () => void;
};

/** Create/edit dialog of a client reference (back-office.md sections 2, 3, 5, 8). */
export function ClientDialog({ client, onClose }: Props) {
  const entity = useEntityForm({
    schema: clientSchema,
    item: client,
    defaults,
    mutation: useSaveClient(),
    onClose,
    toasts: { created: "Cliente creato", updated: "Cliente aggiornato" },
  });

  return (
    <EntityDialog
      entity={entity}
      title={{ create: "Nuovo cliente", edit: "Modifica cliente" }}
      description="I clienti in evidenza compaiono con il loro logo nella pagina Portfolio."
      createLabel="Crea cliente"
      requiredNote
    >
      <Field.Text
        name="name"
        label="Nome cliente"
        required
        autoComplete="organization"
        maxLength={catalogLimits.name}
      />
      <Field.Text
        name="websiteUrl"
        type="url"
        label="Sito web"
        placeholder="https://www.esempio.it"
        maxLength={catalogLimits.url}
        hint="Facoltativo. Il logo nel portfolio porta a questo indirizzo."
      />
      <Field.Text
        name="sortOrder"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label="Ordine"
        hint="I numeri più bassi compaiono per primi."
      />
      <Field.Switch
        name="featured"
        label="In evidenza"
        hint="Acceso: il logo compare nella pagina Portfolio."
      />
      <Field.Image
        name="logoUrl"
        label="Logo"
        successMessage="Logo caricato"
        previewAlt="Anteprima del logo"
        previewFit="contain"
      />
    </EntityDialog>
  );
}
