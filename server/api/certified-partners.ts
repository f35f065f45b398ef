import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { listPublicPartners } from "../../domain/partners/partners.server";

export function partnerRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await listPublicPartners(db)));
}
