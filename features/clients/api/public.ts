import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, routeKit } from "#server/http/openapi";
import { clientRecordSchema } from "../clients.schema";
import { listClients } from "../clients.server";

const route = routeKit(["Referenze"]);

/** Public list of client references; the portfolio shows the featured ones. */
export function clientRoutes({ db }: Deps) {
  return apiRoutes().openapi(
    route.get("/", "Elenco delle referenze", {
      responses: { 200: jsonAnswer(clientRecordSchema.array(), "Ogni referenza, per ordinamento") },
    }),
    async (c) => c.json(await listClients(db), 200),
  );
}
