import { truncate } from "#kit/lib/format";
import { partnerBadges, type PartnerBadge, type PartnerBadgeSource } from "./partner-badges";

/** How many partners the home strip shows (../shared/spec/public-site.md §9). */
export const maxShownPartners = 8;

/** A card shows the start of the description: the rest is not sent to the page (decision 014). */
export const cardDescriptionLength = 120;

/** The fields of a certified partner the public strip needs (as the API sends them). */
export type PartnerListItem = PartnerBadgeSource & {
  id: number;
  name: string;
  description: string | null;
  logoUrl: string | null;
  sortOrder: number;
  /** The public API sends only active partners, but an admin's call gets every one. */
  active?: boolean;
};

export type PartnerCard = {
  id: number;
  name: string;
  description: string;
  logoUrl: string | null;
  badges: PartnerBadge[];
};

/**
 * Active partners sorted by sortOrder ascending (stable), the first eight, each with its badges
 * and the start of its description. Browser-safe.
 */
export function toPartnerCards(partners: readonly PartnerListItem[]): PartnerCard[] {
  return partners
    .filter((partner) => partner.active !== false)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .slice(0, maxShownPartners)
    .map((partner) => ({
      id: partner.id,
      name: partner.name,
      description: truncate(partner.description ?? "", cardDescriptionLength),
      logoUrl: partner.logoUrl,
      badges: partnerBadges(partner),
    }));
}
