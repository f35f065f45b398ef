import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./shared-state.table";

/** The state every instance shares on PostgreSQL (decision 028): its tables (decision 055). */
export const sharedStateServer = defineServerEntity({
  id: "shared-state",
  tables,
  personalData: {
    rate_limit_counters: none(
      "Contatori di sicurezza che scadono in pochi minuti; la cancellazione toglie comunque quelli che nominano l'indirizzo.",
    ),
  },
});
