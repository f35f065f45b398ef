import { Hono } from "hono";
import type { AppEnv, Deps } from "#server/context";
import { customerLoginSchema } from "../auth.schema";
import { authenticateCustomer } from "../credentials.server";
import { loginHandler, logoutHandler } from "#server/http/auth-login";
import { loginBodyLimit } from "./admin-session";

/**
 * The customer session (back-office.md section 7), reachable without a session:
 *   POST /login   { email, password } -> 200 { customer: { id, email, firstName, lastName } }
 *                 + cookie; lastLogin is recorded
 *   POST /logout  -> 204, the server session is ended and the cookie cleared
 */
export function customerSessionRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post(
      "/login",
      loginBodyLimit,
      loginHandler(deps, {
        kind: "customer",
        schema: customerLoginSchema,
        accountOf: (input) => input.email,
        authenticate: (input) => authenticateCustomer(deps.db, input.email, input.password),
        body: (customer) => ({ customer }),
      }),
    )
    .post("/logout", logoutHandler(deps, "customer"));
}
