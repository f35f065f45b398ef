import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, jsonBody, routeKit } from "#server/http/openapi";
import { activityChoicesSchema, activityEntrySchema, retentionSchema } from "../activity.schema";
import {
  activityFilterChoices,
  activityListQuery,
  getRetentionMonths,
  listActivityPage,
  purgeActivity,
  setRetentionMonths,
  withChange,
} from "../activity.server";
import { ACTIVITY_RETENTION_KEY } from "../activity-values";
import { readSettingRow } from "#features/settings/settings.server";

const route = routeKit(["Registro attività"]);

/**
 * /api/admin/activity (behind requireAdmin, decision 032): the log, read only. No route edits or
 * deletes an entry; the retention setting (months) is the only write, and is itself logged.
 */
export function adminActivityRoutes({ db }: Deps) {
  return apiRoutes()
    .openapi(
      route.list(
        "/",
        "Registro attività: filtri per utente, sezione, elemento e date; 25 per pagina",
        {
          query: activityListQuery,
          item: activityEntrySchema,
          page: "Una pagina, dalla più recente",
        },
      ),
      async (c) => c.json((await listActivityPage(db, c.req.valid("query"))) as never, 200),
    )
    .openapi(
      route.get("/choices", "Utenti e sezioni presenti nel registro (le scelte dei filtri)", {
        responses: { 200: jsonAnswer(activityChoicesSchema, "Utenti e sezioni") },
      }),
      async (c) => c.json(await activityFilterChoices(db), 200),
    )
    .openapi(
      route.get("/retention", "Mesi di conservazione del registro", {
        responses: { 200: jsonAnswer(retentionSchema, "I mesi") },
      }),
      async (c) => c.json({ months: await getRetentionMonths(db) }, 200),
    )
    .openapi(
      route.put(
        "/retention",
        "Cambia i mesi di conservazione del registro (le voci più vecchie sono eliminate)",
        {
          request: jsonBody(retentionSchema),
          responses: { 200: jsonAnswer(retentionSchema, "I mesi salvati") },
        },
      ),
      async (c) => {
        const months = await withChange(
          { action: "update", read: () => readSettingRow(db, ACTIVITY_RETENTION_KEY) },
          () => setRetentionMonths(db, c.req.valid("json").months),
        );
        await purgeActivity(db);
        return c.json({ months }, 200);
      },
    );
}
