import { rowVersions } from "#features/versions/versioned-entity.server";
import { heroVariants } from "./hero.table";
import { heroVariantSchema, publicHeroSchema } from "./hero.schema";
import { toPublicHero } from "./hero.server";
import { updateHeroVariant } from "./hero-admin.server";

/**
 * The versions of the hero variants (decision 063): every save of the dialog is one, published
 * while the variant is the active one; a restore brings back the texts, button and background and
 * keeps whether it is active and its period as they are.
 */
export const heroVersions = rowVersions({
  entity: "hero",
  tag: "Hero",
  notFound: "Variante del banner non trovata",
  item: publicHeroSchema,
  table: heroVariants,
  schema: heroVariantSchema,
  kept: ["active", "startDate", "endDate"],
  published: (row) => row.active === true,
  write: async (db, id, input) => {
    const updated = await updateHeroVariant(db, id, input);
    return updated && toPublicHero(updated);
  },
});
