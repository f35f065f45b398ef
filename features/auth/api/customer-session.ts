import { z } from "#kit/lib/zod";
import type { Deps } from "#server/context";
import { loginHandler, logoutHandler } from "#server/http/auth-login";
import { apiRoutes, errorAnswer, jsonAnswer } from "#server/http/openapi";
import { getSiteSettings } from "#features/settings/settings.server";
import {
  accountDisabledMessage,
  customerIdentitySchema,
  customerLoginSchema,
} from "../auth.schema";
import { authenticateCustomer } from "../credentials.server";
import { loginRoute, logoutRoute } from "./session-routes";

const tags = ["Sessione cliente"];

/**
 * The customer session (../shared/spec/back-office.md §7), reachable without a session:
 *   POST /login   { email, password } -> 200 { customer: { id, email, firstName, lastName } }
 *                 + cookie; lastLogin is recorded; 403 with the way to support for a
 *                 deactivated account whose password was right
 *   POST /logout  -> 204, the server session is ended and the cookie cleared
 */
export function customerSessionRoutes(deps: Deps) {
  const login = loginHandler(deps, {
    kind: "customer",
    schema: customerLoginSchema,
    accountOf: (input) => input.email,
    authenticate: (input) => authenticateCustomer(deps.db, input.email, input.password),
    body: (customer) => ({ customer }),
    disabledMessage: async () => {
      const settings = await getSiteSettings(deps.db);
      return accountDisabledMessage({ email: settings.email, phone: settings.phone_primary });
    },
  });
  return apiRoutes()
    .openapi(
      loginRoute({
        tags,
        summary: "Accesso del cliente (cookie di sessione)",
        schema: customerLoginSchema,
        responses: {
          200: jsonAnswer(z.object({ customer: customerIdentitySchema }), "Il cliente"),
          403: errorAnswer("Account disattivato: come contattare l'assistenza"),
        },
      }),
      // The handler answers { customer } with the session cookie, or one of the errors above.
      (c, next) => login(c, next) as never,
    )
    .openapi(logoutRoute(tags), logoutHandler(deps, "customer"));
}
