/**
 * The company data every public page shows (footer, contacts, legal pages, metadata), without
 * zod: the pages import this module, the back office's rules in settings.schema.ts build on it.
 */

/**
 * Company data editable in the back office (Impostazioni). Each key has the company's default,
 * used when the database has no row for it yet. An empty default marks a key that may stay
 * empty (optionalSiteSettingKeys): the page then leaves that item out or uses a fallback.
 */
export const siteSettingDefaults = {
  site_name: "Scaligera Digital",
  company_name: "Scaligera Digital S.r.l.",
  site_domain: "",
  address_street: "Via dell'Industria 12",
  address_city: "37012 Bussolengo (VR)",
  map_url: "",
  phone_primary: "+39 045 000 1122",
  phone_secondary: "+39 045 000 3344",
  email: "info@scaligeradigital.example",
  vat_number: "IT01234560231",
  business_hours: "Lunedì - Venerdì: 9:00 - 18:00",
  business_hours_note: "Sabato e domenica: solo emergenze",
  social_linkedin: "",
  social_twitter: "",
  social_instagram: "",
  social_facebook: "",
  site_description:
    "Software su misura, consulenza IT, e-commerce, siti internet, soluzioni cloud e marketing strategico per le imprese di Verona e di tutta Italia dal 2005.",
} as const;

export type SiteSettingKey = keyof typeof siteSettingDefaults;
export type SiteSettings = Record<SiteSettingKey, string>;

/** Keys an administrator may empty: a stored empty value is kept, not replaced by the default. */
export const optionalSiteSettingKeys: readonly SiteSettingKey[] = [
  "site_domain",
  "map_url",
  "phone_secondary",
  "business_hours_note",
  "social_linkedin",
  "social_twitter",
  "social_instagram",
  "social_facebook",
];

export const isOptionalSiteSetting = (key: string): boolean =>
  (optionalSiteSettingKeys as readonly string[]).includes(key);

/** The social profile keys, in the order the site shows them, with the network's name. */
export const socialProfileKeys = [
  ["social_linkedin", "LinkedIn"],
  ["social_twitter", "Twitter"],
  ["social_instagram", "Instagram"],
  ["social_facebook", "Facebook"],
] as const satisfies readonly (readonly [SiteSettingKey, string])[];

export type SocialProfileKey = (typeof socialProfileKeys)[number][0];

/** The profiles that have an address, in order: an empty one is not shown anywhere. */
export function socialProfiles(settings: SiteSettings) {
  return socialProfileKeys
    .map(([key, name]) => ({ key, name, href: settings[key].trim() }))
    .filter((profile) => profile.href !== "");
}

/** The company's phone numbers that are set, primary first. */
export const companyPhones = (settings: SiteSettings) =>
  [settings.phone_primary, settings.phone_secondary].filter((phone) => phone.trim() !== "");

/** 'tel:' link of a phone number written for people ("+39 045 000 1122" -> "tel:+390450001122"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * The head office on a map: the address set in Impostazioni, else a Google Maps search for the
 * company's name and address (a plain link: no third-party map is embedded).
 */
export function mapHref(settings: SiteSettings): string {
  if (settings.map_url.trim()) return settings.map_url.trim();
  const query = [settings.company_name, settings.address_street, settings.address_city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The site's public origin for sitemap, robots.txt, RSS feed, canonical and Open Graph URLs
 * (decision 027): https:// and the domain set in Impostazioni, or `configured` (the server's
 * PUBLIC_SITE_URL) while that setting is empty. Never taken from a request.
 */
export function publicSiteUrl(settings: Pick<SiteSettings, "site_domain">, configured: string) {
  const domain = settings.site_domain.trim().toLowerCase();
  return (domain ? `https://${domain}` : configured).replace(/\/+$/, "");
}
