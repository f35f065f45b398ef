import { Hono, type Context } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { readValidBody } from "#server/http/json-body";
import { routeId } from "#server/http/route-params";
import { heroVariantSchema } from "../hero.schema";
import { toPublicHero } from "../hero.server";
import {
  activateHeroVariant,
  createHeroVariant,
  deleteHeroVariant,
  HeroContentError,
  updateHeroVariant,
} from "../hero-admin.server";

const NOT_FOUND = "Hero variant non trovata";

const notFound = (c: Context<AppEnv>) => c.json({ message: NOT_FOUND }, 404);

const readHero = (c: Context<AppEnv>) => readValidBody(c, heroVariantSchema);

/** A sanitized title that no longer fits: the same 400 shape as the schema's. */
function contentError(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof HeroContentError)) throw error;
  return c.json(
    { message: error.message, issues: [{ path: error.path, message: error.message }] },
    400,
  );
}

/**
 * /api/admin/hero-variants (behind requireAdmin, mounted in ./index.ts): create, update,
 * activate, delete. The list is the public GET /api/hero-variants, which gives an admin every
 * variant. Answers carry the stored variant with ISO dates.
 */
export function adminHeroRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .post("/", async (c) => {
      const input = await readHero(c);
      if (!input.ok) return input.response;
      try {
        return c.json(toPublicHero(await createHeroVariant(db, input.value)), 201);
      } catch (error) {
        return contentError(c, error);
      }
    })
    .put("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c);
      const input = await readHero(c);
      if (!input.ok) return input.response;
      try {
        const updated = await updateHeroVariant(db, id, input.value);
        return updated ? c.json(toPublicHero(updated)) : notFound(c);
      } catch (error) {
        return contentError(c, error);
      }
    })
    .post("/:id/activate", async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c);
      const activated = await activateHeroVariant(db, id);
      return activated ? c.json(toPublicHero(activated)) : notFound(c);
    })
    .delete("/:id", async (c) => {
      const id = routeId(c);
      if (id === null) return notFound(c);
      return (await deleteHeroVariant(db, id)) ? c.body(null, 204) : notFound(c);
    });
}
