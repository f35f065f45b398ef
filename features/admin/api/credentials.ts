import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { sessionOptions } from "#server/http/auth";
import { reserveLoginAttempt, throttledCheck } from "#server/http/auth-throttle";
import { apiRoutes, errorAnswer, jsonAnswer, jsonBody, routeKit } from "#server/http/openapi";
import { adminUserSchema } from "#features/auth/auth.schema";
import { loginBodyLimit } from "#features/auth/api/session-routes";
import { clearSessionCookies, sessionCookie } from "#server/http/session-cookie";
import { adminCredentialsSchema, credentialsMessages } from "../credentials.schema";
import { updateAdminCredentials } from "../credentials.server";
import { refuseCommonPasswords } from "#features/auth/common-passwords.server";
import { createSession } from "#features/auth/session.server";

const route = routeKit(["Impostazioni"]);

/** The form's rules plus the server-only common-password check. */
const credentialsSchema = refuseCommonPasswords(adminCredentialsSchema, "newPassword");

/**
 * PUT /api/admin/credentials { username, newPassword, currentPassword } (Settings tab), behind
 * requireAdmin. 400 with the spec's messages and the password policy (at least 12 characters,
 * not a common password); 403 'Password attuale non corretta' (wrong current
 * passwords count as failed logins of this account from this address, so they are throttled
 * with 429 too, reserved before the check like a login);
 * 409 when another admin has the username. On success every session of this admin ends (other
 * browsers are signed out) and this browser gets a new session cookie: 200 { user }.
 */
export function adminCredentialsRoutes(deps: Deps) {
  const { db, env, logger, rateLimits } = deps;
  const credentials = route.put("/", "Cambia nome utente e password dell'amministratore", {
    middleware: [loginBodyLimit],
    request: jsonBody(credentialsSchema),
    responses: {
      200: jsonAnswer(
        z.object({ user: adminUserSchema }),
        "L'amministratore, con una nuova sessione",
      ),
      403: errorAnswer("Password attuale non corretta"),
      409: errorAnswer("Nome utente già in uso"),
      429: errorAnswer("Troppi tentativi"),
    },
  });
  return apiRoutes().openapi(credentials, async (c) => {
    const input = c.req.valid("json");
    const admin = c.get("admin");
    const checked = await throttledCheck(
      // Signed in: this device is the account's own, the account's budget does not hold it.
      reserveLoginAttempt(rateLimits, "admin", c, admin.username, {
        trustedDevice: "signed-in",
        logger,
      }),
      () => updateAdminCredentials(db, admin.id, input),
      (result) => !result.ok && result.reason === "wrong-password",
    );
    if ("refused" in checked) return checked.refused as never;
    const result = checked.result;
    if (!result.ok) {
      if (result.reason === "username-taken") {
        return c.json({ message: credentialsMessages.usernameTaken }, 409);
      }
      return c.json({ message: credentialsMessages.currentWrong }, 403);
    }

    const { token } = await createSession(db, "admin", result.user.id, sessionOptions(env));
    for (const value of clearSessionCookies(c, "admin").slice(1)) {
      c.header("Set-Cookie", value, { append: true });
    }
    c.header("Set-Cookie", sessionCookie(c, "admin", token), { append: true });
    return c.json({ user: result.user }, 200);
  });
}
