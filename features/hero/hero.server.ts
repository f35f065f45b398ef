import { eq, isNotNull, or } from "drizzle-orm";
import type { Database } from "#db/client";
import { heroVariants } from "#db/schema";
import { sanitizeHeroHtml, sanitizeHeroTitle } from "./hero-html.server";
import { nextPeriodBoundary, shownVariant } from "./hero-schedule";
import type { PublicHero } from "./public-hero";
import { imagePositionsOf } from "../media/media.server";

export type HeroVariant = typeof heroVariants.$inferSelect;

const hasPeriod = or(isNotNull(heroVariants.startDate), isNotNull(heroVariants.endDate));

/**
 * The variant the home page shows at `now` (decision 051): the one whose period includes Rome's
 * day, else the one marked active; null when there is neither.
 */
export async function getShownHero(db: Database, now = new Date()): Promise<HeroVariant | null> {
  const candidates = await db
    .select()
    .from(heroVariants)
    .where(or(eq(heroVariants.active, true), hasPeriod));
  return shownVariant(candidates, now);
}

/**
 * The shown hero for the public site, with sanitized HTML and JSON-ready dates, and its
 * background's focal point from the media library when it is off the centre (decision 064).
 */
export async function getPublicHero(db: Database, now = new Date()): Promise<PublicHero | null> {
  const hero = await getShownHero(db, now);
  if (!hero) return null;
  const image = hero.backgroundImage?.trim();
  const position = image ? (await imagePositionsOf(db, [image])).get(image) : undefined;
  return { ...toPublicHero(hero), ...(position ? { backgroundPosition: position } : {}) };
}

/**
 * The first moment after `after` at which another variant may be shown (a period starts, or
 * ends at Rome's next midnight): public pages must not be served from a cache beyond it.
 */
export async function nextHeroChange(db: Database, after: Date): Promise<Date | null> {
  const dated = await db
    .select({ startDate: heroVariants.startDate, endDate: heroVariants.endDate })
    .from(heroVariants)
    .where(hasPeriod);
  return nextPeriodBoundary(dated, after);
}

export function toPublicHero(hero: HeroVariant): PublicHero {
  return {
    ...hero,
    title: sanitizeHeroTitle(hero.title),
    description: sanitizeHeroHtml(hero.description),
    startDate: hero.startDate?.toISOString() ?? null,
    endDate: hero.endDate?.toISOString() ?? null,
    createdAt: hero.createdAt.toISOString(),
    updatedAt: hero.updatedAt.toISOString(),
  };
}
