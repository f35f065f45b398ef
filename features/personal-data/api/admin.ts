import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, jsonBody, notFoundAnswer, routeKit } from "#server/http/openapi";
import { DomainError } from "#features/shared/domain-error";
import {
  collectPersonalData,
  erasePersonalData,
  logPersonalExport,
  personalDataSummary,
} from "../personal-data.server";
import { personalDataZipResponse } from "../personal-data-zip.server";
import {
  personalDataMessages,
  personalDataSummarySchema,
  personalEmailSchema,
} from "../personal-data.schema";

const route = routeKit(["Dati personali"]);
const zipAnswer = {
  description: "Il file ZIP (un file JSON e uno CSV per tipo di dato)",
  content: { "application/zip": { schema: z.string() } },
};

/**
 * /api/admin/personal-data (GDPR art. 15, 17, 20; decision 034), behind requireAdmin:
 *   GET  /?email=         -> what is held about the address: counts per kind, and what an
 *                            erasure removes and anonymises
 *   GET  /export.zip?email= -> everything held, as a ZIP of JSON and CSV files (internal notes
 *                            included); the export is written in the activity log
 *   POST /erase { email } -> erases in one transaction (then the tickets' attached files from
 *                            the storage); answers what was removed and
 *                            anonymised; 404 when nothing is held
 * A malformed address answers 400 'Inserisci un indirizzo e-mail valido'.
 */
export function adminPersonalDataRoutes({ db, storage }: Deps) {
  const summary = jsonAnswer(personalDataSummarySchema, "I dati trovati, per tipo");
  return apiRoutes()
    .openapi(
      route.get("/", "I dati personali conservati per un indirizzo e-mail", {
        request: { query: personalEmailSchema },
        responses: { 200: summary },
      }),
      async (c) => c.json(await personalDataSummary(db, c.req.valid("query").email), 200),
    )
    .openapi(
      route.get(
        "/export.zip",
        "Esporta i dati personali di un indirizzo (ZIP di file JSON e CSV)",
        { request: { query: personalEmailSchema }, responses: { 200: zipAnswer } },
      ),
      async (c) => {
        const data = await collectPersonalData(db, c.req.valid("query").email);
        await logPersonalExport(db, c, data);
        return personalDataZipResponse(data);
      },
    )
    .openapi(
      route.post("/erase", "Cancella o anonimizza i dati personali di un indirizzo", {
        request: jsonBody(personalEmailSchema),
        responses: { 200: summary, ...notFoundAnswer },
      }),
      async (c) => {
        const done = await erasePersonalData(db, c.req.valid("json").email, storage);
        if (done.total === 0) throw new DomainError("not-found", personalDataMessages.nothing);
        return c.json(done, 200);
      },
    );
}
