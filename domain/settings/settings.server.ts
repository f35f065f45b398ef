import type { Database } from "../../db/client";
import { siteSettings } from "../../db/schema";
import { siteSettingDefaults, type SiteSettings } from "./settings.schema";

/** All public site texts: stored values over the defaults. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings);
  const settings: SiteSettings = { ...siteSettingDefaults };
  for (const row of rows) {
    if (row.key in settings && row.value.trim() !== "") {
      settings[row.key as keyof SiteSettings] = row.value;
    }
  }
  return settings;
}
