import type { solutions } from "../schema";
import { platformGallerySvg, platformHeroSvg, type ScreenSpec } from "./art/screens";
import type { SeedContext } from "./context";
import { communicationPlatforms } from "./platform-content/communication";
import type { PlatformSeed } from "./platform-content/platform-seed";
import { securityPlatforms } from "./platform-content/security-and-finance";

/** The four white-label platforms linked from the portfolio, in display order. */
export const platformSeeds: PlatformSeed[] = [
  communicationPlatforms[0]!,
  securityPlatforms[0]!,
  communicationPlatforms[1]!,
  securityPlatforms[1]!,
];

const shades: Record<string, [string, string]> = {
  blue: ["#1d4ed8", "#60a5fa"],
  emerald: ["#047857", "#34d399"],
  purple: ["#6d28d9", "#a78bfa"],
  orange: ["#c2410c", "#fb923c"],
  pink: ["#be185d", "#f472b6"],
  cyan: ["#0e7490", "#22d3ee"],
};

export async function platformRows(ctx: SeedContext): Promise<(typeof solutions.$inferInsert)[]> {
  return Promise.all(
    platformSeeds.map(async ({ screen, gallery, ...platform }, index) => {
      const spec: ScreenSpec = {
        ...screen,
        name: platform.name,
        colors: shades[platform.gradientColor ?? "blue"]!,
      };
      const [heroImage, ...galleryImages] = await Promise.all([
        ctx.image(platformHeroSvg(spec)),
        ...gallery.map(([variant, title]) => ctx.image(platformGallerySvg(spec, variant, title))),
      ]);
      return {
        ...platform,
        heroImage,
        galleryImages,
        published: true,
        sortOrder: (index + 1) * 10,
      };
    }),
  );
}
