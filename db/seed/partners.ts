import type { certifiedPartners } from "../schema";
import { partnerRecordSchema } from "#features/partners/partners.schema";
import { logoSpecSchema, logoSvg } from "./art/logos";
import type { SeedContext } from "./context";
import partnerData from "./partners.json" with { type: "json" };
import { seedRecords } from "./seed-data";

/** A partner's texts plus the wordmark drawn as its logo. */
const partnerSeedSchema = partnerRecordSchema
  .pick({
    name: true,
    websiteUrl: true,
    description: true,
    certificationLevel: true,
    partnerType: true,
    benefits: true,
    featured: true,
  })
  .extend({ logo: logoSpecSchema })
  .strict();

/** The technology vendors the company is certified with, in display order (partners.json). */
export const partnerSeeds = seedRecords("partners.json", partnerSeedSchema, partnerData);

export async function partnerRows(
  ctx: SeedContext,
): Promise<(typeof certifiedPartners.$inferInsert)[]> {
  return Promise.all(
    partnerSeeds.map(async ({ logo, ...partner }, index) => ({
      ...partner,
      logoUrl: await ctx.image(logoSvg({ name: partner.name, ...logo })),
      sortOrder: (index + 1) * 10,
      active: true,
    })),
  );
}
