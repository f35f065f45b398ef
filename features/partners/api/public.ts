import type { Deps } from "#server/context";
import { contentEditor } from "#server/http/auth";
import { apiRoutes, jsonAnswer, routeKit } from "#server/http/openapi";
import { partnerRecordSchema } from "../partners.schema";
import { listAllPartners, listPublicPartners } from "../partners.server";

const route = routeKit(["Partner certificati"]);

/**
 * GET /api/certified-partners: the active partners by sortOrder; a signed-in admin gets every
 * partner (the back-office list). The home strip drops inactive ones itself (toPartnerCards).
 */
export function partnerRoutes(deps: Deps) {
  return apiRoutes().openapi(
    route.get("/", "Elenco dei partner certificati", {
      description:
        "I partner attivi per ordinamento; con la sessione di Amministratore o Redazione anche gli inattivi.",
      responses: { 200: jsonAnswer(partnerRecordSchema.array(), "I partner") },
    }),
    async (c) => {
      const admin = await contentEditor(deps, c.req.raw, "partners");
      return c.json(await (admin ? listAllPartners(deps.db) : listPublicPartners(deps.db)), 200);
    },
  );
}
