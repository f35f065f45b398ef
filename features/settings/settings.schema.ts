import { z } from "../shared/zod";
import { multiLineText, singleLineText } from "../shared/text-fields";
import { siteSettingDefaults, type SiteSettingKey } from "./site-settings";

export { siteSettingDefaults, type SiteSettingKey, type SiteSettings } from "./site-settings";

/**
 * What each site text is, shown next to its field in the back office. Kept here, not in
 * site-settings.ts: every page loads that module, only the back office and the seed read these.
 */
export const siteSettingDescriptions: Record<SiteSettingKey, string> = {
  site_name: "Nome del marchio mostrato nel sito",
  company_name: "Ragione sociale",
  site_domain: "Dominio del sito (usato per la sitemap)",
  address_street: "Indirizzo della sede",
  address_city: "CAP, città e provincia della sede",
  phone_primary: "Telefono principale",
  phone_secondary: "Telefono secondario",
  email: "E-mail di contatto",
  vat_number: "Partita IVA",
  business_hours: "Orari di apertura",
  business_hours_note: "Nota sugli orari (fine settimana)",
  site_description: "Descrizione del sito per i motori di ricerca",
};

/**
 * The settings the back office edits (Impostazioni): every site text above plus the company's
 * own policy texts (PRODUCT.md point 6), which are HTML.
 */
export const policySettingKeys = ["privacy_policy_html", "cookie_policy_html"] as const;
export type PolicySettingKey = (typeof policySettingKeys)[number];
export type AdminSettingKey = SiteSettingKey | PolicySettingKey;

/** How the form shows a value: one line, a paragraph, or a large HTML text area. */
export type AdminSettingType = "text" | "textarea" | "html";

export type AdminSetting = {
  key: AdminSettingKey;
  value: string;
  type: AdminSettingType;
  description: string;
  /** ISO date-time of the last save, null while the default is in use. */
  updatedAt: string | null;
};

export const adminSettingKeys: readonly AdminSettingKey[] = [
  ...(Object.keys(siteSettingDefaults) as SiteSettingKey[]),
  ...policySettingKeys,
];

export const adminSettingTypes: Record<AdminSettingKey, AdminSettingType> = {
  ...(Object.fromEntries(
    (Object.keys(siteSettingDefaults) as SiteSettingKey[]).map((key) => [key, "text"]),
  ) as Record<SiteSettingKey, AdminSettingType>),
  site_description: "textarea",
  privacy_policy_html: "html",
  cookie_policy_html: "html",
};

export const adminSettingDescriptions: Record<AdminSettingKey, string> = {
  ...siteSettingDescriptions,
  privacy_policy_html: "Testo della Privacy Policy (HTML), mostrato in /privacy",
  cookie_policy_html: "Testo della Cookie Policy (HTML), mostrato in /cookie-policy",
};

export const isAdminSettingKey = (key: string): key is AdminSettingKey =>
  (adminSettingKeys as readonly string[]).includes(key);

export const SETTING_KEY_MAX = 100;
export const SETTING_NOT_FOUND = "Impostazione non trovata";
export const SETTING_EMPTY = "Il valore non può essere vuoto";

/** Longest value of each kind: one line or paragraph of text, or a whole policy document. */
export const settingValueMax: Record<AdminSettingType, number> = {
  text: 500,
  textarea: 2000,
  html: 200_000,
};

/** 200000 -> "200.000", the same in every browser and on the server. */
const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The body of PUT /api/admin/settings/{key}: { value }, checked for that key. */
export function settingValueSchema(key: AdminSettingKey) {
  const type = adminSettingTypes[key];
  const max = settingValueMax[type];
  const text = type === "text" ? singleLineText : multiLineText;
  const base = text({ error: SETTING_EMPTY })
    .min(1, { error: SETTING_EMPTY, abort: true })
    .max(max, `Il valore può contenere al massimo ${groupThousands(max)} caratteri`);
  if (key === "email") {
    return z.object({ value: base.pipe(z.email("Email non valida")) });
  }
  if (key === "site_domain") {
    return z.object({
      value: base.regex(
        domainPattern,
        "Dominio non valido: scrivi solo il nome, ad esempio scaligeradigital.it",
      ),
    });
  }
  return z.object({ value: base });
}
