import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv, Deps } from "#server/context";
import { adminLoginSchema, SESSION_INVALID } from "../auth.schema";
import { authenticateAdmin } from "../credentials.server";
import { sessionUser } from "#server/http/auth";
import { loginHandler, logoutHandler } from "#server/http/auth-login";

export const LOGIN_MAX_BODY_BYTES = 8 * 1024;

export const loginBodyLimit = bodyLimit({
  maxSize: LOGIN_MAX_BODY_BYTES,
  onError: (c) => c.json({ message: "Richiesta troppo grande" }, 413),
});

/**
 * The admin session (back-office.md section 7 "Admin session"), reachable without a session:
 *   POST /login   { username, password } -> 200 { user: { id, username, email, role } } + cookie
 *   POST /logout  -> 204, the server session is ended and the cookie cleared
 *   GET  /me      -> 200 { user } or 401
 */
export function adminSessionRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post(
      "/login",
      loginBodyLimit,
      loginHandler(deps, {
        kind: "admin",
        schema: adminLoginSchema,
        accountOf: (input) => input.username,
        authenticate: (input) => authenticateAdmin(deps.db, input.username, input.password),
        body: (user) => ({ user }),
      }),
    )
    .post("/logout", logoutHandler(deps, "admin"))
    .get("/me", async (c) => {
      c.header("Cache-Control", "no-store");
      const user = await sessionUser(deps, c.req.raw, "admin");
      return user ? c.json({ user }) : c.json({ message: SESSION_INVALID }, 401);
    });
}
