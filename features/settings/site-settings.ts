/**
 * The site texts every public page shows (footer, contacts, metadata), without zod: the pages
 * import this module, the back office's rules in settings.schema.ts build on it.
 */

/**
 * Site texts editable in the back office (Impostazioni). Each key has the company's default,
 * used when the database has no row for it yet.
 */
export const siteSettingDefaults = {
  site_name: "Scaligera Digital",
  company_name: "Scaligera Digital S.r.l.",
  site_domain: "scaligeradigital.example",
  address_street: "Via dell'Industria 12",
  address_city: "37012 Bussolengo (VR)",
  phone_primary: "+39 045 000 1122",
  phone_secondary: "+39 045 000 3344",
  email: "info@scaligeradigital.example",
  vat_number: "IT01234560231",
  business_hours: "Lunedì - Venerdì: 9:00 - 18:00",
  business_hours_note: "Sabato e domenica: solo emergenze",
  site_description:
    "Software su misura, consulenza IT, e-commerce, siti internet, soluzioni cloud e marketing strategico per le imprese di Verona e di tutta Italia dal 2005.",
} as const;

export type SiteSettingKey = keyof typeof siteSettingDefaults;
export type SiteSettings = Record<SiteSettingKey, string>;
