import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { heroVariants } from "#db/schema";
import { sanitizeHeroHtml } from "./hero-html.server";
import type { PublicHero } from "./public-hero";

export type HeroVariant = typeof heroVariants.$inferSelect;

export async function getActiveHero(db: Database): Promise<HeroVariant | null> {
  const [row] = await db.select().from(heroVariants).where(eq(heroVariants.active, true)).limit(1);
  return row ?? null;
}

/** The active hero for the public site, with sanitized HTML and JSON-ready dates. */
export async function getPublicActiveHero(db: Database): Promise<PublicHero | null> {
  const hero = await getActiveHero(db);
  return hero ? toPublicHero(hero) : null;
}

export function toPublicHero(hero: HeroVariant): PublicHero {
  return {
    ...hero,
    title: sanitizeHeroHtml(hero.title),
    description: sanitizeHeroHtml(hero.description),
    startDate: hero.startDate?.toISOString() ?? null,
    endDate: hero.endDate?.toISOString() ?? null,
    createdAt: hero.createdAt.toISOString(),
    updatedAt: hero.updatedAt.toISOString(),
  };
}
