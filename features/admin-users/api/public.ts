import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { apiRoutes, errorAnswer, jsonAnswer, jsonBody, routeKit } from "#server/http/openapi";
import { refuseCommonPasswords } from "#features/auth/common-passwords.server";
import {
  acceptInvitationSchema,
  adminUserMessages,
  invitationTokenField,
} from "../admin-users.schema";
import { acceptInvitation, invitationIsLive } from "../admin-users.server";

const route = routeKit(["Sessione admin"]);
const acceptSchema = refuseCommonPasswords(acceptInvitationSchema, "newPassword");
const invalidLink = (message: string = adminUserMessages.invalidLink) => ({
  message,
  issues: [{ path: "token", message }],
});

/**
 * /api/admin-invitation (no session needed; mounted in server/api/index.ts), the page
 * /admin/invito?token=... of the invitation mail (decision 030):
 *   GET  /?token=   200 { name, email } while the link is usable, else 400 with the message
 *   POST /accept    { token, newPassword } -> 200 { message }: the admin password policy and the
 *                   common-password check (400); a used, expired or unknown link -> 400
 * At most 10 calls per address in 15 minutes (429).
 */
export function adminInvitationRoutes({ db, rateLimits }: Deps) {
  const limited = rateLimit(rateLimits, rateLimitRules.adminInvitation);
  return apiRoutes()
    .openapi(
      route.get("/", "Controlla un link d'invito", {
        middleware: [limited],
        request: { query: z.object({ token: invitationTokenField }) },
        responses: {
          200: jsonAnswer(z.object({ name: z.string(), email: z.string() }), "L'invitato"),
          429: errorAnswer("Troppe richieste"),
        },
      }),
      async (c) => {
        const found = await invitationIsLive(db, c.req.valid("query").token);
        return found ? c.json(found, 200) : c.json(invalidLink(), 400);
      },
    )
    .openapi(
      route.post("/accept", "Imposta la password con il link d'invito", {
        middleware: [limited],
        request: jsonBody(acceptSchema),
        responses: {
          200: jsonAnswer(z.object({ message: z.string() }), "Password impostata"),
          429: errorAnswer("Troppe richieste"),
        },
      }),
      async (c) => {
        const { token, newPassword } = c.req.valid("json");
        if (!(await acceptInvitation(db, token, newPassword))) return c.json(invalidLink(), 400);
        return c.json({ message: adminUserMessages.done }, 200);
      },
    );
}
