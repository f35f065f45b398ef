import { z } from "#features/shared/zod";
import type { Deps } from "#server/context";
import { loginHandler, logoutHandler } from "#server/http/auth-login";
import {
  apiRoute,
  apiRoutes,
  errorAnswer,
  jsonAnswer,
  jsonBody,
  noContent,
} from "#server/http/openapi";
import { getSiteSettings } from "#features/settings/settings.server";
import {
  accountDisabledMessage,
  customerIdentitySchema,
  customerLoginSchema,
} from "../auth.schema";
import { authenticateCustomer } from "../credentials.server";
import { loginAnswers, loginBodyLimit } from "./admin-session";

const tags = ["Sessione cliente"];

/**
 * The customer session (back-office.md section 7), reachable without a session:
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
      apiRoute({
        method: "post",
        path: "/login",
        tags,
        summary: "Accesso del cliente (cookie di sessione)",
        middleware: [loginBodyLimit],
        request: jsonBody(customerLoginSchema),
        responses: {
          200: jsonAnswer(z.object({ customer: customerIdentitySchema }), "Il cliente"),
          ...loginAnswers,
          403: errorAnswer("Account disattivato: come contattare l'assistenza"),
        },
      }),
      // The handler answers { customer } with the session cookie, or one of the errors above.
      (c, next) => login(c, next) as never,
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/logout",
        tags,
        summary: "Chiude la sessione e cancella il cookie",
        responses: noContent,
      }),
      logoutHandler(deps, "customer"),
    );
}
