import type { Deps } from "#server/context";
import { apiRoutes, foundOr404, idParam, jsonAnswer, routeKit } from "#server/http/openapi";
import { customerHoursSchema, hoursMessages } from "../hours.schema";
import { getOwnServiceHours } from "../hours.server";

const route = routeKit(["Area clienti"]);

/** GET /api/customer/hours/{serviceId}: the balance and movements of one of the customer's packages. */
export function customerHoursRoutes({ db }: Deps) {
  return apiRoutes().openapi(
    route.get("/{id}", "Saldo e movimenti di un pacchetto ore del cliente", {
      request: { params: idParam(hoursMessages.serviceNotFound) },
      responses: { 200: jsonAnswer(customerHoursSchema, "Il pacchetto") },
    }),
    async (c) =>
      foundOr404(
        c,
        await getOwnServiceHours(db, c.get("customer").id, c.req.valid("param").id),
        hoursMessages.serviceNotFound,
      ),
  );
}
