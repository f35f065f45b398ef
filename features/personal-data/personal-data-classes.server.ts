import { serverManifests } from "#features/manifests.server";
import type { TableClass } from "./personal-data-tables";

/** Every table's personal-data class, by table name, as the features' manifests declare them. */
export const personalDataTables: Readonly<Record<string, TableClass>> = Object.fromEntries(
  serverManifests.flatMap((manifest) => Object.entries(manifest.personalData ?? {})),
);
