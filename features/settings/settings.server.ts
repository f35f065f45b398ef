import { eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { siteSettings } from "#db/schema";
import { memoizedRead } from "#db/read-memo";
import { publicSiteUrl } from "./site-settings";
import { companyPolicyHtml } from "../policy/company-policies";
import { sanitizePolicyHtml } from "../policy/policy-html.server";
import {
  adminSettingDescriptions,
  adminSettingKeys,
  adminSettingTypes,
  isOptionalSiteSetting,
  officeSettingDefaults,
  siteSettingDefaults,
  type AdminSetting,
  type AdminSettingKey,
  type SiteSettingKey,
  type SiteSettings,
} from "./settings.schema";

const siteSettingKeys = Object.keys(siteSettingDefaults) as SiteSettingKey[];

/** A stored value counts unless it is empty for a key that may not be (then the default does). */
const counts = (key: string, value: string) => value.trim() !== "" || isOptionalSiteSetting(key);

/**
 * All public site texts: stored values over the defaults. Every page reads them (the root
 * loader), so they are kept between admin writes where the app turned that on (db/read-memo.ts).
 * A copy is returned each time: callers may change theirs.
 */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  return { ...(await memoizedRead(db, "site-settings", () => readSiteSettings(db))) };
}

/**
 * The site's public origin (decision 027): the domain set in Impostazioni, else `configured`,
 * the server's PUBLIC_SITE_URL (env.siteUrl).
 */
export async function getPublicSiteUrl(db: Database, configured: string): Promise<string> {
  return publicSiteUrl(await getSiteSettings(db), configured);
}

async function readSiteSettings(db: Database): Promise<SiteSettings> {
  // Only the site texts: the policy HTML stored in the same table is not read for every page.
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, siteSettingKeys));
  const settings: SiteSettings = { ...siteSettingDefaults };
  for (const row of rows) {
    if (row.key in settings && counts(row.key, row.value)) {
      settings[row.key as keyof SiteSettings] = row.value;
    }
  }
  return settings;
}

/**
 * Default value of an editable setting: the site default, or the company's policy text naming
 * the company as the current settings describe it.
 */
function defaultValue(key: AdminSettingKey, settings: SiteSettings): string {
  if (key === "privacy_policy_html") return companyPolicyHtml("privacy", settings);
  if (key === "cookie_policy_html") return companyPolicyHtml("cookie", settings);
  if (
    key === "renewal_reminder_days" ||
    key === "versions_to_keep" ||
    key === "hours_low_threshold"
  ) {
    return officeSettingDefaults[key];
  }
  return siteSettingDefaults[key];
}

function toAdminSetting(
  key: AdminSettingKey,
  row: { value: string; description: string | null; updatedAt: Date } | undefined,
  settings: SiteSettings,
): AdminSetting {
  const stored = row && counts(key, row.value) ? row.value : null;
  return {
    key,
    value: stored ?? defaultValue(key, settings),
    type: adminSettingTypes[key],
    description: adminSettingDescriptions[key],
    updatedAt: stored !== null ? row!.updatedAt.toISOString() : null,
  };
}

/** GET /api/admin/settings: every editable setting with its current value, in form order. */
export async function listAdminSettings(db: Database): Promise<AdminSetting[]> {
  const rows = await db
    .select({
      key: siteSettings.key,
      value: siteSettings.value,
      description: siteSettings.description,
      updatedAt: siteSettings.updatedAt,
    })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...adminSettingKeys]));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const settings = await readSiteSettings(db);
  return adminSettingKeys.map((key) => toAdminSetting(key, byKey.get(key), settings));
}

/**
 * Prepares a value for storage: policy HTML goes through the policy allow-list. Null when
 * nothing is left (e.g. HTML made only of scripts) for a key that may not be empty.
 */
export function cleanSettingValue(key: AdminSettingKey, value: string): string | null {
  const clean = adminSettingTypes[key] === "html" ? sanitizePolicyHtml(value).trim() : value.trim();
  return clean === "" && !isOptionalSiteSetting(key) ? null : clean;
}

/** One setting's row as stored, or null (the activity log's before and after, decision 032). */
export async function readSettingRow(db: Database, key: string) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  return row ?? null;
}

/** PUT /api/admin/settings/{key}: stores an already cleaned value (insert or update). */
export async function saveSetting(
  db: Database,
  key: AdminSettingKey,
  value: string,
): Promise<AdminSetting> {
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(siteSettings)
      .values({
        key,
        value,
        type: adminSettingTypes[key],
        description: adminSettingDescriptions[key],
      })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: {
          value,
          type: adminSettingTypes[key],
          description: adminSettingDescriptions[key],
          updatedAt: new Date(),
        },
      })
      .returning({
        value: siteSettings.value,
        description: siteSettings.description,
        updatedAt: siteSettings.updatedAt,
      });
    return saved;
  });
  return toAdminSetting(key, row, await readSiteSettings(db));
}
