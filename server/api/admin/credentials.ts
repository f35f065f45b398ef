import { Hono } from "hono";
import type { AppEnv, Deps } from "../../context";
import { sessionOptions } from "../../http/auth";
import { loginThrottle } from "../../http/auth-throttle";
import { readJsonBody, validationError } from "../../http/json-body";
import { loginBodyLimit } from "./session";
import { clearSessionCookies, sessionCookie } from "../../http/session-cookie";
import {
  adminCredentialsSchema,
  credentialsMessages,
} from "../../../domain/admin/credentials.schema";
import { updateAdminCredentials } from "../../../domain/admin/credentials.server";
import { createSession } from "../../../domain/auth/session.server";

/**
 * PUT /api/admin/credentials { username, newPassword, currentPassword } (Settings tab), behind
 * requireAdmin. 400 with the spec's messages; 403 'Password attuale non corretta' (wrong current
 * passwords count as failed logins of this account, so they are throttled with 429 too);
 * 409 when another admin has the username. On success every session of this admin ends (other
 * browsers are signed out) and this browser gets a new session cookie: 200 { user }.
 */
export function adminCredentialsRoutes(deps: Deps) {
  const { db, env, rateLimits } = deps;
  return new Hono<AppEnv>().put("/", loginBodyLimit, async (c) => {
    const read = await readJsonBody(c);
    if (!read.ok) return read.response;
    const parsed = adminCredentialsSchema.safeParse(read.value);
    if (!parsed.success) return validationError(c, parsed.error);

    const admin = c.get("admin");
    const throttle = loginThrottle(rateLimits, "admin", c, admin.username);
    const blocked = throttle.blocked();
    if (blocked) return blocked;

    const result = await updateAdminCredentials(db, admin.id, parsed.data);
    if (!result.ok) {
      if (result.reason === "username-taken") {
        return c.json({ message: credentialsMessages.usernameTaken }, 409);
      }
      if (result.reason === "wrong-password") throttle.failed();
      return c.json({ message: credentialsMessages.currentWrong }, 403);
    }
    throttle.succeeded();

    const { token } = await createSession(db, "admin", result.user.id, sessionOptions(env));
    for (const value of clearSessionCookies(c.req.raw, "admin").slice(1)) {
      c.header("Set-Cookie", value, { append: true });
    }
    c.header("Set-Cookie", sessionCookie(c.req.raw, "admin", token), { append: true });
    return c.json({ user: result.user });
  });
}
