/**
 * Badges on a certified partner's card (../shared/spec/public-site.md §9): at most two, taken in
 * order from the certification level, the partner type and then the benefits ("none" and unknown
 * values give no badge). Browser-safe.
 */
import { certificationLevelLabels, partnerTypeLabels } from "./partner-values";

export const maxPartnerBadges = 2;

export type PartnerBadgeSource = {
  certificationLevel: string;
  partnerType: string;
  benefits: readonly string[] | null;
};

export type PartnerBadge = { kind: "certification" | "type" | "benefit"; label: string };

function labelOf<T extends Record<string, string>>(labels: T, value: string): string | null {
  return value !== "none" && Object.hasOwn(labels, value) ? labels[value as keyof T]! : null;
}

export function partnerBadges(partner: PartnerBadgeSource): PartnerBadge[] {
  const badges: PartnerBadge[] = [];
  const level = labelOf(certificationLevelLabels, partner.certificationLevel);
  if (level) badges.push({ kind: "certification", label: level });
  const type = labelOf(partnerTypeLabels, partner.partnerType);
  if (type) badges.push({ kind: "type", label: type });
  for (const benefit of partner.benefits ?? []) {
    if (badges.length >= maxPartnerBadges) break;
    const label = benefit.trim();
    if (label) badges.push({ kind: "benefit", label });
  }
  return badges.slice(0, maxPartnerBadges);
}
