import { z } from "#kit/lib/zod";
import { multiLineText, singleLineText } from "../shared/text-fields";
import {
  isOptionalSiteSetting,
  siteSettingDefaults,
  type SiteSettingKey,
  type SocialProfileKey,
} from "./site-settings";
import {
  DEFAULT_RENEWAL_DAYS,
  parseRenewalDays,
  renewalDaysMessage,
} from "../renewals/reminder-days";
import { hoursThreshold, hoursThresholdMessage, parseHoursThreshold } from "../hours/hour-values";
import {
  parseVersionsToKeep,
  versionsToKeep,
  versionsToKeepMessage,
} from "../versions/version-entities";

export {
  isOptionalSiteSetting,
  siteSettingDefaults,
  type SiteSettingKey,
  type SiteSettings,
} from "./site-settings";

/**
 * The label of each piece of company data, shown by its field in the back office. Kept here, not
 * in site-settings.ts: every page loads that module, only the back office and the seed read these.
 */
export const siteSettingDescriptions: Record<SiteSettingKey, string> = {
  site_name: "Nome del marchio mostrato nel sito",
  company_name: "Ragione sociale",
  site_domain: "Dominio pubblico del sito",
  address_street: "Indirizzo della sede",
  address_city: "CAP, città e provincia della sede",
  map_url: "Link alla mappa della sede",
  phone_primary: "Telefono principale",
  phone_secondary: "Telefono secondario",
  email: "E-mail di contatto",
  vat_number: "Partita IVA",
  business_hours: "Orari di apertura",
  business_hours_note: "Nota sugli orari (fine settimana)",
  social_linkedin: "Profilo LinkedIn",
  social_twitter: "Profilo Twitter (X)",
  social_instagram: "Profilo Instagram",
  social_facebook: "Profilo Facebook",
  site_description: "Descrizione del sito per i motori di ricerca",
};

/** What an empty optional field means, shown under it in the back office. */
export const siteSettingHints: Partial<Record<AdminSettingKey, string>> = {
  site_domain:
    "Usato per sitemap, robots.txt, feed RSS e indirizzi canonici e Open Graph, sempre con https://. Vuoto: vale l'indirizzo configurato sul server (PUBLIC_SITE_URL).",
  map_url:
    "Indirizzo completo (https://...). Vuoto: il sito apre una ricerca della sede su Google Maps.",
  phone_secondary: "Vuoto: il sito mostra un solo numero.",
  business_hours_note: "Vuoto: la nota non viene mostrata.",
  social_linkedin: "Indirizzo completo del profilo. Vuoto: il profilo non viene mostrato.",
  social_twitter: "Indirizzo completo del profilo. Vuoto: il profilo non viene mostrato.",
  social_instagram: "Indirizzo completo del profilo. Vuoto: il profilo non viene mostrato.",
  social_facebook: "Indirizzo completo del profilo. Vuoto: il profilo non viene mostrato.",
  renewal_reminder_days:
    "Giorni prima della scadenza in cui cliente e azienda ricevono il promemoria, separati da virgole (ad esempio 30, 7, 1).",
  hours_low_threshold:
    "Quando il saldo di un pacchetto ore scende sotto questo numero di ore, il cliente riceve un'email (e l'azienda una copia). 0: nessun avviso.",
  versions_to_keep: `Da ${versionsToKeep.min} a ${versionsToKeep.max}. Le versioni pubblicate restano sempre; le più vecchie oltre questo numero si cancellano una volta al giorno.`,
};

/**
 * The settings the back office edits (Impostazioni): every site text above plus the company's
 * own policy texts (PRODUCT.md point 6), which are HTML.
 */
export const policySettingKeys = ["privacy_policy_html", "cookie_policy_html"] as const;
export type PolicySettingKey = (typeof policySettingKeys)[number];
/**
 * Settings of the back office's own work, never shown on the site: the renewal reminders' days,
 * how many versions of each content are kept (decision 063).
 */
export const officeSettingKeys = [
  "renewal_reminder_days",
  "versions_to_keep",
  "hours_low_threshold",
] as const;
export type OfficeSettingKey = (typeof officeSettingKeys)[number];
export const officeSettingDefaults: Record<OfficeSettingKey, string> = {
  renewal_reminder_days: DEFAULT_RENEWAL_DAYS,
  versions_to_keep: String(versionsToKeep.initial),
  hours_low_threshold: String(hoursThreshold.initial),
};
export type AdminSettingKey = SiteSettingKey | PolicySettingKey | OfficeSettingKey;

/** How the form shows a value: one line, a paragraph, or rich text (stored as HTML). */
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
  ...officeSettingKeys,
];

export const adminSettingTypes: Record<AdminSettingKey, AdminSettingType> = {
  ...(Object.fromEntries(
    (Object.keys(siteSettingDefaults) as SiteSettingKey[]).map((key) => [key, "text"]),
  ) as Record<SiteSettingKey, AdminSettingType>),
  site_description: "textarea",
  privacy_policy_html: "html",
  cookie_policy_html: "html",
  renewal_reminder_days: "text",
  versions_to_keep: "text",
  hours_low_threshold: "text",
};

export const adminSettingDescriptions: Record<AdminSettingKey, string> = {
  ...siteSettingDescriptions,
  privacy_policy_html: "Testo della Privacy Policy, mostrato in /privacy",
  cookie_policy_html: "Testo della Cookie Policy, mostrato in /cookie-policy",
  renewal_reminder_days: "Giorni dei promemoria di rinnovo",
  versions_to_keep: "Versioni da conservare per ogni contenuto",
  hours_low_threshold: "Soglia del monte ore (ore)",
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

/** Digits with spaces, dots, dashes, slashes or brackets, optionally after a leading '+'. */
const phonePattern = /^\+?[\d\s./()-]+$/;
const phoneMessage =
  "Numero di telefono non valido: usa cifre, spazi e il prefisso, ad esempio +39 045 000 1122";

const phoneRule = z
  .string()
  .regex(phonePattern, phoneMessage)
  .refine((value) => /^\d{6,15}$/.test(value.replace(/\D/g, "")), phoneMessage);

/** An https:// address on a public host (not a path of this site, not javascript:). */
const httpsUrl = (message: string) =>
  z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: message });

/** The hosts a social profile may live on (www. and other subdomains too). */
const socialHosts: Record<SocialProfileKey, { hosts: string[]; example: string }> = {
  social_linkedin: {
    hosts: ["linkedin.com"],
    example: "https://www.linkedin.com/company/scaligera-digital",
  },
  social_twitter: { hosts: ["x.com", "twitter.com"], example: "https://x.com/scaligera" },
  social_instagram: { hosts: ["instagram.com"], example: "https://www.instagram.com/scaligera" },
  social_facebook: {
    hosts: ["facebook.com", "fb.com"],
    example: "https://www.facebook.com/scaligera",
  },
};

/** Runs after the URL check even when it failed (zod goes on): an unparsable value is no match. */
const onHost = (url: string, hosts: string[]) => {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
};

function socialRule(key: SocialProfileKey) {
  const { hosts, example } = socialHosts[key];
  const message = `Indirizzo non valido: scrivi l'indirizzo completo del profilo, ad esempio ${example}`;
  return httpsUrl(message).refine((url) => onHost(url, hosts), message);
}

/** The format each kind of company data must have, checked on the trimmed, non-empty value. */
const valueRules: Partial<Record<AdminSettingKey, z.ZodType<string>>> = {
  email: z.email("Email non valida"),
  phone_primary: phoneRule,
  phone_secondary: phoneRule,
  site_domain: z
    .string()
    .regex(
      domainPattern,
      "Dominio non valido: scrivi solo il nome, ad esempio scaligeradigital.it",
    ),
  map_url: httpsUrl(
    "Indirizzo non valido: scrivi l'indirizzo completo della mappa, che inizia con https://",
  ),
  social_linkedin: socialRule("social_linkedin"),
  social_twitter: socialRule("social_twitter"),
  social_instagram: socialRule("social_instagram"),
  social_facebook: socialRule("social_facebook"),
  renewal_reminder_days: z.string().refine((value) => parseRenewalDays(value) !== null, {
    message: renewalDaysMessage,
  }),
  versions_to_keep: z.string().refine((value) => parseVersionsToKeep(value) !== null, {
    message: versionsToKeepMessage,
  }),
  hours_low_threshold: z.string().refine((value) => parseHoursThreshold(value) !== null, {
    message: hoursThresholdMessage,
  }),
};

/**
 * The body of PUT /api/admin/settings/{key}: { value }, checked for that key. The value is
 * trimmed; it may be empty only for the optional keys (isOptionalSiteSetting).
 */
export function settingValueSchema(key: AdminSettingKey) {
  const type = adminSettingTypes[key];
  const max = settingValueMax[type];
  const text = type === "text" ? singleLineText : multiLineText;
  const trimmed = text({ error: SETTING_EMPTY }).max(
    max,
    `Il valore può contenere al massimo ${groupThousands(max)} caratteri`,
  );
  const base = isOptionalSiteSetting(key)
    ? trimmed
    : trimmed.min(1, { error: SETTING_EMPTY, abort: true });
  const rule = valueRules[key];
  if (!rule) return z.object({ value: base });
  return z.object({
    value: base.superRefine((value, ctx) => {
      if (value === "") return;
      const checked = rule.safeParse(value);
      if (!checked.success)
        ctx.addIssue({ code: "custom", message: checked.error.issues[0]!.message });
    }),
  });
}
