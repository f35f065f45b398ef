import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, routeKit } from "#server/http/openapi";
import { getOverview } from "#features/customer-portal/overview.server";
import { portalOverviewSchema, portalServiceSchema } from "#features/customer-portal/portal-views";
import { listOwnServices } from "../customer.server";

const route = routeKit(["Area clienti"]);

/**
 * GET /api/customer/services: the signed-in customer's services (serviceType, monthlyPrice and
 * yearlyPrice derived as features/customer-services/customer-view.ts says).
 */
export function customerServiceRoutes({ db }: Deps) {
  return apiRoutes().openapi(
    route.get("/", "I servizi del cliente", {
      responses: { 200: jsonAnswer(portalServiceSchema.array(), "I servizi") },
    }),
    async (c) => c.json(await listOwnServices(db, c.get("customer").id), 200),
  );
}

/** GET /api/customer/overview: welcome, counters and 'Servizi in Scadenza' (at most 3). */
export function customerOverviewRoutes({ db }: Deps) {
  return apiRoutes().openapi(
    route.get("/", "Panoramica: benvenuto, contatori, servizi in scadenza", {
      responses: { 200: jsonAnswer(portalOverviewSchema, "La panoramica") },
    }),
    async (c) => c.json(await getOverview(db, c.get("customer")), 200),
  );
}
