import type { Deps } from "#server/context";
import { contentEditor } from "#server/http/auth";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import {
  apiRoutes,
  errorAnswer,
  idParam,
  jsonAnswer,
  routeKit,
  foundOr404,
} from "#server/http/openapi";
import { listSoftware, recordDownload } from "../software.server";
import { downloadAnswerSchema, softwareItemSchema, softwareMessages } from "../software.schema";

const route = routeKit(["Software"]);

/**
 * Public software calls (../shared/spec/back-office.md §7 "Software"):
 *   GET  /api/software               active items by sortOrder then name; every item for an admin
 *   POST /api/software/{id}/download counts a download of an active item
 *                                    -> 200 { fileUrl, downloadCount }; unknown or inactive 404
 */
export function softwareRoutes(deps: Deps) {
  return apiRoutes()
    .openapi(
      route.get("/", "Il software scaricabile", {
        description:
          "Gli attivi per ordinamento e nome; con la sessione di Amministratore o Redazione anche gli inattivi.",
        responses: { 200: jsonAnswer(softwareItemSchema.array(), "Il software") },
      }),
      async (c) => {
        const admin = await contentEditor(deps, c.req.raw, "software");
        return c.json(await listSoftware(deps.db, { includeInactive: admin !== null }), 200);
      },
    )
    .openapi(
      route.post("/{id}/download", "Conta un download di un software attivo", {
        middleware: [rateLimit(deps.rateLimits, rateLimitRules.softwareDownload)],
        request: { params: idParam(softwareMessages.notFound) },
        responses: {
          200: jsonAnswer(downloadAnswerSchema, "L'indirizzo del file e il conteggio"),
          429: errorAnswer("Troppe richieste"),
        },
      }),
      async (c) => {
        const answer = await recordDownload(deps.db, c.req.valid("param").id);
        return foundOr404(c, answer, softwareMessages.notFound);
      },
    );
}
