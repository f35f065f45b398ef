import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { listClients } from "../clients.server";

/** Public list of client references; the portfolio shows the featured ones. */
export function clientRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await listClients(db)));
}
