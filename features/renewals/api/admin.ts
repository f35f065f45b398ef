import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { apiRoutes, jsonAnswer, routeKit } from "#server/http/openapi";
import { runRenewalReminders } from "../reminders.server";

const route = routeKit(["Promemoria di rinnovo"]);

export const reminderRunSchema = z.object({
  /** Services whose reminder threshold is due today. */
  due: z.number().int(),
  /** Reminders queued by this pass (the others had been sent already). */
  sent: z.number().int(),
});

/**
 * Renewal reminders, behind requireAdmin (mounted at /renewal-reminders):
 *   POST /run   one pass of the daily job now ("Invia promemoria ora" in Impostazioni) ->
 *               { due, sent }; what was already sent is not sent again (decision 033)
 */
export function adminRenewalReminderRoutes({ db, env, mail }: Deps) {
  return apiRoutes().openapi(
    route.post("/run", "Invia ora i promemoria di rinnovo dovuti", {
      responses: { 200: jsonAnswer(reminderRunSchema, "Quanti promemoria sono stati accodati") },
    }),
    async (c) => {
      const report = await runRenewalReminders(db, { mailTo: env.MAIL_TO, siteUrl: env.siteUrl });
      if (report.sent > 0) mail.kick();
      return c.json(report, 200);
    },
  );
}
