import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./activity.table";
import { adminActivityRoutes } from "./api/admin";
import { siteSettings } from "#features/settings/settings.table";

/** The activity log: its table, its tab's routes, its retention setting (decision 055). */
export const activityServer = defineServerEntity({
  id: "activity",
  tables,
  admin: { "/activity": { area: "activity", routes: adminActivityRoutes } },
  logged: { activity: { table: siteSettings, sent: ["months"] } },
  personalData: {
    activity_log: none(
      "Registro delle modifiche fatte dal personale: la cancellazione toglie le etichette e i valori che riguardano la persona e lascia chi ha fatto cosa e quando, a prova della conformità.",
    ),
  },
});
