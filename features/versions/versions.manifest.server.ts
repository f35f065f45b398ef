import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./versions.table";

/**
 * The versions of posts, platforms, hero variants and pages (decision 063). Their routes are
 * mounted by each of those entities beside its own, under its area.
 */
export const versionsServer = defineServerEntity({
  id: "versions",
  tables,
  personalData: {
    versions: none(
      "Contenuti del sito salvati nel pannello; l'autore di ogni versione è un nome del personale, tenuto come nel registro attività.",
    ),
  },
});
