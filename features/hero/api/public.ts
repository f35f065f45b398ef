import type { Deps } from "#server/context";
import { listForCaller } from "#server/http/auth";
import { apiRoutes, jsonAnswer, routeKit } from "#server/http/openapi";
import { publicHeroSchema } from "../hero.schema";
import { getPublicActiveHero, toPublicHero } from "../hero.server";
import { listActiveHeroVariants, listHeroVariants } from "../hero-admin.server";

const route = routeKit(["Hero"]);

export function heroRoutes(deps: Deps) {
  const { db } = deps;
  return apiRoutes()
    .openapi(
      route.get("/", "Le varianti hero", {
        description:
          "Con la sessione di Amministratore o Redazione ogni variante, altrimenti solo l'attiva; titolo e descrizione sanificati.",
        responses: { 200: jsonAnswer(publicHeroSchema.array(), "Le varianti") },
      }),
      async (c) => {
        const rows = await listForCaller(deps, c, "heroes", {
          admin: () => listHeroVariants(db),
          visitor: () => listActiveHeroVariants(db),
        });
        return c.json(rows.map(toPublicHero), 200);
      },
    )
    .openapi(
      route.get("/active", "La variante attiva (o null), titolo e descrizione sanificati", {
        responses: { 200: jsonAnswer(publicHeroSchema.nullable(), "La variante attiva o null") },
      }),
      async (c) => c.json(await getPublicActiveHero(db), 200),
    );
}
