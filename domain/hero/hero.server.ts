import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { heroVariants } from "../../db/schema";

export type HeroVariant = typeof heroVariants.$inferSelect;

export async function getActiveHero(db: Database): Promise<HeroVariant | null> {
  const [row] = await db.select().from(heroVariants).where(eq(heroVariants.active, true)).limit(1);
  return row ?? null;
}
