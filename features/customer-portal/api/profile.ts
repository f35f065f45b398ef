import type { Deps } from "#server/context";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { readSessionToken } from "#server/http/session-cookie";
import {
  apiRoutes,
  errorAnswer,
  jsonAnswer,
  jsonBody,
  notFoundAnswer,
  routeKit,
  foundOr404,
} from "#server/http/openapi";
import { z } from "#kit/lib/zod";
import { hashSessionToken } from "#features/auth/session.server";
import { customerProfileSchema } from "#features/auth/auth.schema";
import { getCustomerProfile } from "#features/auth/credentials.server";
import { refuseCommonPasswords } from "#features/auth/common-passwords.server";
import { changeOwnPassword, updateOwnProfile } from "../profile.server";
import { passwordChangeSchema, profileUpdateSchema } from "../profile.schema";
import { portalBodyLimit } from "./portal-http";

const route = routeKit(["Area clienti"], { bodyLimit: portalBodyLimit });
const CUSTOMER_NOT_FOUND = "Cliente non trovato";

/**
 * /api/customer/profile: GET the profile; PATCH { firstName, lastName, companyName, vatNumber,
 * address, phone } -> 200 the profile (the e-mail is not editable here).
 */
export function customerProfileRoutes({ db }: Deps) {
  const profile = jsonAnswer(customerProfileSchema, "Il profilo");
  return apiRoutes()
    .openapi(
      route.get("/", "Il profilo del cliente", { responses: { 200: profile, ...notFoundAnswer } }),
      async (c) => {
        const found = await getCustomerProfile(db, c.get("customer").id);
        return foundOr404(c, found, CUSTOMER_NOT_FOUND);
      },
    )
    .openapi(
      route.patch("/", "Aggiorna il profilo", {
        request: jsonBody(profileUpdateSchema),
        responses: { 200: profile, ...notFoundAnswer },
      }),
      async (c) => {
        const updated = await updateOwnProfile(db, c.get("customer").id, c.req.valid("json"));
        return foundOr404(c, updated, CUSTOMER_NOT_FOUND);
      },
    );
}

/** The form's rules plus the server-only common-password check. */
const changeSchema = refuseCommonPasswords(passwordChangeSchema, "newPassword");

/**
 * PUT /api/customer/password { currentPassword, newPassword } -> 200 { message }; a wrong
 * current password is 400 (not 401: the session is fine), so is a new password against the
 * policy (at least 10 characters, not a common password). The customer's other sessions end.
 */
export function customerPasswordChangeRoutes({ db, env, rateLimits }: Deps) {
  return apiRoutes().openapi(
    route.put("/", "Cambia la password", {
      middleware: [
        rateLimit(rateLimits, rateLimitRules.passwordChange, (c) => String(c.get("customer").id)),
      ],
      request: jsonBody(changeSchema),
      responses: {
        200: jsonAnswer(z.object({ message: z.string() }), "Password aggiornata"),
        429: errorAnswer("Troppi tentativi"),
      },
    }),
    async (c) => {
      const token = readSessionToken(c.req.raw, "customer");
      const current = token ? hashSessionToken(token, env.SESSION_SECRET ?? null) : null;
      await changeOwnPassword(db, c.get("customer").id, c.req.valid("json"), current);
      return c.json({ message: "Password aggiornata" }, 200);
    },
  );
}
