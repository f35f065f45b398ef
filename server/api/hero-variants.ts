import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { getPublicActiveHero } from "../../domain/hero/hero.server";

export function heroRoutes({ db }: Deps) {
  // The active hero (or null), title and description sanitized: the public site renders them as HTML.
  return new Hono<AppEnv>().get("/active", async (c) => c.json(await getPublicActiveHero(db)));
}
