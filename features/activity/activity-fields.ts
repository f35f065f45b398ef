import { manifests } from "#features/manifests";
import type { ActivityFields, FieldShow } from "#features/shared/entity-manifest";

export type { FieldShow } from "#features/shared/entity-manifest";

/**
 * How the activity log shows each field of each entity (decision 050): its Italian label (the
 * one of the entity's form where there is one) and how its stored value reads: an enum by the
 * panel's labels, a date or a day in Europe/Rome, an amount as money, a reference as "n. 5".
 * Booleans read Sì/No, long texts are cut (activity-format.ts). One map per entity, by its admin
 * API mount, declared by the entity's manifest (features/manifests.ts, decision 055); a test
 * checks that every column an entity's writes log has a label.
 */

/** Fields every entry may hold: the row's id and times, and an export's rows and filters. */
const common: ActivityFields = {
  id: { label: "Numero", kind: "ref" },
  createdAt: "Data di creazione",
  updatedAt: "Ultima modifica",
  rows: "Righe esportate",
  filters: "Ricerca e filtri",
};

const declarations = new Map(
  manifests.flatMap((manifest) => Object.entries(manifest.activity ?? {})),
);

/** How `field` of `entity` is shown, or undefined when the entity's map does not list it. */
export function fieldShow(entity: string, field: string): FieldShow | undefined {
  const show = declarations.get(entity)?.fields?.[field] ?? common[field];
  return typeof show === "string" ? { label: show } : show;
}

/** The Italian label of `field` of `entity` (the field's own name only if no map lists it). */
export const fieldLabel = (entity: string, field: string): string =>
  fieldShow(entity, field)?.label ?? field;

/**
 * The Italian name of an entry's non-numeric target, per entity ("/two-factor/policy" is about
 * the obligation, not an item "n. policy"), or undefined.
 */
export const targetLabel = (entity: string, target: string): string | undefined =>
  declarations.get(entity)?.targets?.[target];

/** The Italian name of each admin API mount, as the manifests declare it. */
export const activityEntityLabels: Readonly<Record<string, string>> = Object.fromEntries(
  [...declarations].map(([entity, { label }]) => [entity, label]),
);

export const entityLabel = (entity: string): string => activityEntityLabels[entity] ?? entity;
