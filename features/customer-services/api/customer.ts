import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { getOverview } from "#features/customer-portal/overview.server";
import { listOwnServices } from "../customer.server";

/**
 * GET /api/customer/services: the signed-in customer's services (serviceType, monthlyPrice and
 * yearlyPrice derived as domain/customer-services/customer-view.ts says).
 */
export function customerServiceRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await listOwnServices(db, c.get("customer").id)),
  );
}

/** GET /api/customer/overview: welcome, counters and 'Servizi in Scadenza' (at most 3). */
export function customerOverviewRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await getOverview(db, c.get("customer"))));
}
