import type { clients } from "../schema";
import { z } from "#kit/lib/zod";
import { logoSpecSchema, logoSvg } from "./art/logos";
import clientData from "./clients.json" with { type: "json" };
import type { SeedContext } from "./context";
import { seedRecords } from "./seed-data";

/** A client: its name, the domain of its made-up site (www.<domain>.example) and its wordmark. */
const clientSeedSchema = z.strictObject({
  name: z.string(),
  domain: z.string(),
  featured: z.boolean(),
  logo: logoSpecSchema,
});

/** Fictional companies and bodies of the Verona area the company works for (clients.json). */
export const clientSeeds = seedRecords("clients.json", clientSeedSchema, clientData);

export async function clientRows(ctx: SeedContext): Promise<(typeof clients.$inferInsert)[]> {
  return Promise.all(
    clientSeeds.map(async ({ name, domain, featured, logo }, index) => ({
      name,
      websiteUrl: `https://www.${domain}.example`,
      featured,
      sortOrder: (index + 1) * 10,
      logoUrl: await ctx.image(logoSvg({ name, ...logo })),
    })),
  );
}
