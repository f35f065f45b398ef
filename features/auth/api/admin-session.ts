import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { sessionUser } from "#server/http/auth";
import { loginHandler, logoutHandler } from "#server/http/auth-login";
import { apiRoutes, errorAnswer, jsonAnswer, routeKit } from "#server/http/openapi";
import { adminLoginSchema, adminUserSchema, SESSION_INVALID } from "../auth.schema";
import { authenticateAdmin } from "../credentials.server";
import { loginRoute, logoutRoute } from "./session-routes";

const tags = ["Sessione admin"];
const route = routeKit(tags);

/**
 * The admin session (../shared/spec/back-office.md §7 "Admin session"), reachable without a
 * session:
 *   POST /login   { username, password } -> 200 { user: { id, username, email, role } } + cookie
 *   POST /logout  -> 204, the server session is ended and the cookie cleared
 *   GET  /me      -> 200 { user } or 401
 */
export function adminSessionRoutes(deps: Deps) {
  const user = jsonAnswer(z.object({ user: adminUserSchema }), "L'amministratore");
  const login = loginHandler(deps, {
    kind: "admin",
    schema: adminLoginSchema,
    accountOf: (input) => input.username,
    authenticate: (input) => authenticateAdmin(deps.db, input.username, input.password),
    body: (admin) => ({ user: admin }),
  });
  return apiRoutes()
    .openapi(
      loginRoute({
        tags,
        summary: "Accesso dell'amministratore (cookie di sessione)",
        schema: adminLoginSchema,
        responses: { 200: user },
      }),
      // The handler answers { user } with the session cookie, or one of the errors above.
      (c, next) => login(c, next) as never,
    )
    .openapi(logoutRoute(tags), logoutHandler(deps, "admin"))
    .openapi(
      route.get("/me", "L'amministratore della sessione", {
        responses: { 200: user, 401: errorAnswer("Sessione scaduta o non valida") },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        const admin = await sessionUser(deps, c.req.raw, "admin");
        return admin ? c.json({ user: admin }, 200) : c.json({ message: SESSION_INVALID }, 401);
      },
    );
}
