import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { getActiveHero } from "../../domain/hero/hero.server";

export function heroRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/active", async (c) => c.json(await getActiveHero(db)));
}
