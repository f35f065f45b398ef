import type { Deps } from "#server/context";
import { listForCaller } from "#server/http/auth";
import { apiRoutes, jsonAnswer, routeKit } from "#server/http/openapi";
import { publicHeroSchema } from "../hero.schema";
import { getPublicHero, getShownHero, toPublicHero } from "../hero.server";
import { listHeroVariants } from "../hero-admin.server";

const route = routeKit(["Hero"]);

export function heroRoutes(deps: Deps) {
  const { db } = deps;
  return apiRoutes()
    .openapi(
      route.get("/", "Le varianti hero", {
        description:
          "Con la sessione di Amministratore o Redazione ogni variante, altrimenti solo quella mostrata ora in home page (la variante il cui periodo di validità comprende oggi, a Roma, altrimenti l'attiva); titolo e descrizione sanificati.",
        responses: { 200: jsonAnswer(publicHeroSchema.array(), "Le varianti") },
      }),
      async (c) => {
        const rows = await listForCaller(deps, c, "heroes", {
          admin: () => listHeroVariants(db),
          visitor: async () => {
            const shown = await getShownHero(db);
            return shown ? [shown] : [];
          },
        });
        return c.json(rows.map(toPublicHero), 200);
      },
    )
    .openapi(
      route.get("/active", "La variante mostrata ora in home page (o null)", {
        description:
          "La variante il cui periodo di validità comprende oggi (giorni di Roma), altrimenti quella attiva, altrimenti null; titolo e descrizione sanificati.",
        responses: { 200: jsonAnswer(publicHeroSchema.nullable(), "La variante mostrata o null") },
      }),
      async (c) => c.json(await getPublicHero(db), 200),
    );
}
