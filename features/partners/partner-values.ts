import { labelledOptions } from "../shared/value-options";

/**
 * A certified partner's certification levels and partner types (../shared/spec/back-office.md §3
 * and ../shared/spec/public-site.md §3; the badges of ../shared/spec/public-site.md §9) with their
 * Italian labels: the one list the database enums (features/<entity>/<entity>.table.ts), the zod
 * schema, the admin dialog and the public badges use. Browser-safe: no zod, no drizzle. partnerType
 * is the union of both spec files: the back office edits the first four, the public site also
 * labels reseller and development.
 */
export const certificationLevels = ["none", "standard", "bronze", "silver", "gold"] as const;
export const partnerTypes = [
  "none",
  "technology",
  "consulting",
  "integration",
  "reseller",
  "development",
] as const;

export type CertificationLevel = (typeof certificationLevels)[number];
export type PartnerType = (typeof partnerTypes)[number];

/** "none" names the dialog's choice; the public badges show no badge for it. */
export const certificationLevelLabels: Record<CertificationLevel, string> = {
  none: "Nessuna certificazione",
  standard: "Certificato",
  bronze: "Bronze",
  silver: "Silver",
  gold: "Gold",
};

export const partnerTypeLabels: Record<PartnerType, string> = {
  none: "Nessuna tipologia",
  technology: "Tecnologia",
  consulting: "Consulenza",
  integration: "Integrazione",
  reseller: "Rivenditore",
  development: "Sviluppo",
};

export const certificationLevelOptions = labelledOptions(
  certificationLevels,
  certificationLevelLabels,
);

export const partnerTypeOptions = labelledOptions(partnerTypes, partnerTypeLabels);
