import type { siteSettings } from "../schema";
import {
  siteSettingDefaults,
  siteSettingDescriptions,
  type SiteSettingKey,
} from "#features/settings/settings.schema";

/** One row per known setting, holding the company's default text. */
export function siteSettingRows(): (typeof siteSettings.$inferInsert)[] {
  return (Object.keys(siteSettingDefaults) as SiteSettingKey[]).map((key) => ({
    key,
    value: siteSettingDefaults[key],
    type: "text",
    description: siteSettingDescriptions[key],
  }));
}
