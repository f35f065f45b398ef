import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none } from "#features/personal-data/personal-data-tables";
import * as tables from "./settings.table";
import { adminSettingsRoutes } from "./api/admin";

/** The site settings (decision 055). */
export const settingsServer = defineServerEntity({
  id: "settings",
  tables,
  admin: { "/settings": { area: "settings", routes: adminSettingsRoutes } },
  logged: { settings: { table: tables.siteSettings } },
  personalData: {
    site_settings: none(
      "I dati dell'azienda (ragione sociale, indirizzo, telefoni, e-mail aziendali).",
    ),
  },
});
