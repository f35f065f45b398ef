import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { rateLimit, rateLimitRules } from "#server/http/rate-limit";
import { readSessionToken } from "#server/http/session-cookie";
import { hashSessionToken } from "#features/auth/session.server";
import { changeOwnPassword, updateOwnProfile } from "../profile.server";
import { passwordChangeSchema, profileUpdateSchema } from "../profile.schema";
import { readValidBody } from "#server/http/json-body";
import { refuseCommonPasswords } from "#features/auth/common-passwords.server";
import { portalBodyLimit, ruleErrorResponse } from "./portal-http";

/**
 * PATCH /api/customer/profile { firstName, lastName, companyName, vatNumber, address, phone }
 * -> 200 the profile (the e-mail is not editable here). GET /profile is in ./index.ts.
 */
export function customerProfileRoutes({ db }: Deps) {
  return new Hono<AppEnv>().patch("/", portalBodyLimit, async (c) => {
    const body = await readValidBody(c, profileUpdateSchema);
    if (!body.ok) return body.response;
    const profile = await updateOwnProfile(db, c.get("customer").id, body.value);
    return profile ? c.json(profile) : c.json({ message: "Cliente non trovato" }, 404);
  });
}

/** The form's rules plus the server-only common-password check. */
const changeSchema = refuseCommonPasswords(passwordChangeSchema, "newPassword");

/**
 * PUT /api/customer/password { currentPassword, newPassword } -> 200 { message }; a wrong
 * current password is 400 (not 401: the session is fine), so is a new password against the
 * policy (at least 10 characters, not a common password). The customer's other sessions end.
 */
export function customerPasswordChangeRoutes({ db, env, rateLimits }: Deps) {
  return new Hono<AppEnv>().put(
    "/",
    rateLimit(rateLimits, rateLimitRules.passwordChange, (c) => String(c.get("customer").id)),
    portalBodyLimit,
    async (c) => {
      const body = await readValidBody(c, changeSchema);
      if (!body.ok) return body.response;
      const token = readSessionToken(c.req.raw, "customer");
      const current = token ? hashSessionToken(token, env.SESSION_SECRET ?? null) : null;
      try {
        await changeOwnPassword(db, c.get("customer").id, body.value, current);
      } catch (error) {
        return ruleErrorResponse(c, error);
      }
      return c.json({ message: "Password aggiornata" });
    },
  );
}
