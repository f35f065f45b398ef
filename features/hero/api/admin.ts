import { heroVariants } from "#db/schema";
import type { Deps } from "#server/context";
import { crudRoutes, pagedList } from "#server/http/crud-routes";
import { idParam, jsonAnswer, routeKit, foundOr404 } from "#server/http/openapi";
import { heroVariantSchema, publicHeroSchema, shownHeroSchema } from "../hero.schema";
import { getShownHero, toPublicHero } from "../hero.server";
import { withChange } from "#features/activity/activity.server";
import { readRow } from "#db/rows";
import {
  activateHeroVariant,
  createHeroVariant,
  deleteHeroVariant,
  heroListQuery,
  listHeroVariantPage,
  updateHeroVariant,
} from "../hero-admin.server";
import { heroVersions } from "../hero-versions.server";
import { itemVersionRoutes } from "#features/versions/api/item-versions";

const route = routeKit(["Hero"]);

const NOT_FOUND = "Variante del banner non trovata";

/**
 * /api/admin/hero-variants (behind requireAdmin): the paged list (decision 023), create,
 * replace, activate, delete, and which variant the home page shows now (`/shown`, decision 051).
 * Answers carry the stored variant with ISO dates; a sanitized title that no longer fits is a
 * DomainError 400. Each save is kept as a version under /{id}/versions (decision 063).
 */
export function adminHeroRoutes({ db }: Deps) {
  return crudRoutes(db, {
    table: heroVariants,
    tag: "Hero",
    one: "una variante hero",
    item: publicHeroSchema,
    body: heroVariantSchema,
    notFound: NOT_FOUND,
    update: "put",
    list: pagedList(heroListQuery, async (database, params) => {
      const page = await listHeroVariantPage(database, params);
      return { ...page, items: page.items.map(toPublicHero) };
    }),
    create: async (database, input) => toPublicHero(await createHeroVariant(database, input)),
    change: async (database, id, input) => {
      const updated = await updateHeroVariant(database, id, input);
      return updated && toPublicHero(updated);
    },
    remove: deleteHeroVariant,
    onSaved: heroVersions.onSaved,
  })
    .route("/", itemVersionRoutes(db, heroVersions.versions))
    .openapi(
      route.get("/shown", "La variante che la home page mostra ora", {
        description:
          "Il numero della variante il cui periodo di validità comprende oggi (giorni di Roma), altrimenti di quella attiva, altrimenti null: la stessa scelta della home page.",
        responses: { 200: jsonAnswer(shownHeroSchema, "La variante mostrata ora") },
      }),
      async (c) => c.json({ id: (await getShownHero(db))?.id ?? null }, 200),
    )
    .openapi(
      route.post("/{id}/activate", "Rende attiva una variante (le altre non lo sono più)", {
        request: { params: idParam(NOT_FOUND) },
        responses: { 200: jsonAnswer(publicHeroSchema, "La variante attiva") },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const activated = await withChange(
          { entityId: id, read: () => readRow(db, heroVariants, id) },
          () => activateHeroVariant(db, id),
        );
        if (activated) await heroVersions.recordCurrent(db, id, c.get("admin"));
        return foundOr404(c, activated && toPublicHero(activated), NOT_FOUND);
      },
    );
}
