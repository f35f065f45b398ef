import type { solutions } from "../schema";
import { z } from "#kit/lib/zod";
import { solutionRecordSchema } from "#features/solutions/solutions.schema";
import {
  galleryVariants,
  platformGallerySvg,
  platformHeroSvg,
  type ScreenSpec,
} from "./art/screens";
import type { SeedContext } from "./context";
import platformData from "./platforms.json" with { type: "json" };
import { seedRecords } from "./seed-data";

const text = z.string();

/**
 * A platform's texts plus what its generated screenshots show: the made-up screen of the hero
 * image (art/screens.ts, drawn in the platform's colour) and the variant and title of each
 * gallery image.
 */
const platformSeedSchema = solutionRecordSchema
  .pick({
    name: true,
    slug: true,
    category: true,
    gradientColor: true,
    featured: true,
    shortDescription: true,
    longDescription: true,
    features: true,
    technologies: true,
    useCases: true,
    relatedServices: true,
    metaTitle: true,
    metaDescription: true,
    metaKeywords: true,
  })
  .extend({
    screen: z.strictObject({
      menu: z.array(text),
      stats: z.array(z.tuple([text, text])),
      rows: z.array(z.tuple([text, text, text])),
    }),
    gallery: z.array(z.tuple([z.enum(galleryVariants), text])),
  })
  .strict();

/** The four white-label platforms linked from the portfolio, in display order (platforms.json). */
export const platformSeeds = seedRecords("platforms.json", platformSeedSchema, platformData);

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
        colors: shades[platform.gradientColor]!,
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
