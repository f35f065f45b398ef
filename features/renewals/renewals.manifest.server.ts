import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./renewals.table";
import { adminRenewalReminderRoutes } from "./api/admin";

/** The renewal reminders (decision 055). */
export const renewalsServer = defineServerEntity({
  id: "renewals",
  tables,
  admin: { "/renewal-reminders": { area: "settings", routes: adminRenewalReminderRoutes } },
  personalData: {
    renewal_reminders: none(
      "Registro dei promemoria di rinnovo inviati: servizio, soglia e scadenza, nessun dato della persona (le e-mail stanno nel registro delle e-mail inviate).",
    ),
  },
});
