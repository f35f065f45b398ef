import { useEffect, useRef } from "react";
import { useWatch } from "react-hook-form";
import { dialogTexts, type EntityDialogProps } from "#kit/admin/dialog-texts";
import { EntityDialog } from "#kit/admin/entity-dialog";
import { entityFields } from "#kit/admin/entity-fields";
import { useEntityForm } from "#kit/admin/use-entity-form";
import {
  menuLimits,
  menuOptions,
  menuWidthOptions,
  targetKindOf,
  targetKindOptions,
  type MenuId,
} from "../menu-values";
import {
  menuEntrySchema,
  type MenuEntryPayload,
  type MenuEntryRecord,
  type MenuPage,
} from "../navigation.schema";
import { menusApi } from "./menus-api";

const Field = entityFields<MenuEntryPayload>();

type Props = EntityDialogProps<MenuEntryRecord> & {
  /** The menu a new entry goes into. */
  menu: MenuId;
  /** The pages an entry may lead to (GET /api/admin/menus). */
  pages: readonly MenuPage[];
};

/**
 * Create/edit dialog of a menu entry (decision 058): menu, label, a page chosen from the list or
 * an external address, and for the bar the width it shows from.
 */
export function MenuEntryDialog({ menu, pages, ...props }: Props) {
  const entity = useEntityForm(props, {
    ...dialogTexts({ noun: "voce di menu", feminine: true }),
    schema: menuEntrySchema,
    defaults: (item) => ({
      menu: item?.menu ?? menu,
      label: item?.label ?? "",
      targetKind: item ? targetKindOf(item.target) : "page",
      target: item?.target ?? "",
      showFrom: item?.showFrom ?? "lg",
    }),
    mutation: menusApi.useSave(),
  });
  const { control, setValue } = entity.form;
  const chosenMenu = useWatch({ control, name: "menu" });
  const kind = useWatch({ control, name: "targetKind" });

  // Another kind of target empties the target: a page's path is no address and the other way round.
  const shownKind = useRef(kind);
  useEffect(() => {
    if (shownKind.current === kind) return;
    shownKind.current = kind;
    setValue("target", "", { shouldDirty: true });
  }, [kind, setValue]);

  return (
    <EntityDialog
      entity={entity}
      description="Le modifiche compaiono sul sito al salvataggio."
      size="lg"
      requiredNote
    >
      <Field.Select name="menu" label="Menu" options={menuOptions} />
      <Field.Text
        name="label"
        label="Etichetta"
        required
        maxLength={menuLimits.label}
        hint="Il testo del link, es. Chi siamo."
      />
      <Field.Select name="targetKind" label="Destinazione" options={targetKindOptions} />
      {kind === "url" ? (
        <Field.Text
          key="url"
          name="target"
          label="Indirizzo"
          required
          inputMode="url"
          spellCheck={false}
          placeholder="https://www.esempio.it"
          maxLength={menuLimits.target}
          hint="Un indirizzo che inizia con https://, http://, mailto: o tel:."
        />
      ) : (
        <Field.Select
          key="page"
          name="target"
          label="Pagina"
          required
          placeholder="Scegli una pagina"
          options={pages.map((page) => ({
            value: page.path,
            label: `${page.title} (${page.path})`,
          }))}
        />
      )}
      {chosenMenu === "navbar" ? (
        <Field.Select
          name="showFrom"
          label="Visibile nella barra"
          options={menuWidthOptions}
          hint="Sugli schermi più stretti la voce resta nel menu laterale."
        />
      ) : null}
    </EntityDialog>
  );
}
