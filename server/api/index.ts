import type { Deps } from "../context";
import { sameOrigin } from "../http/same-origin";
import { clientInfo } from "../http/client-ip";
import { defaultBodyLimit } from "../http/body-limit";
import { answerError } from "../http/error-answer";
import { apiRoutes } from "../http/openapi";
import { requireAdmin } from "../http/auth";
import { describeApi } from "./openapi-document";
import { createAdminApi } from "./admin";
import { createCustomerApi } from "./customer";
import { mountsOf } from "./mounts";

/** Every /api/* call. Mounted by app.ts; also used directly by the integration tests. */
export function createApi(deps: Deps) {
  const api = apiRoutes();
  api.use(clientInfo(deps.env.proxyTrust));
  // API answers are personal or live data: never cached by browsers or proxies, except the
  // anonymous public calls the page cache stores; it sets their Cache-Control (decision 010).
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control") && !c.get("publicCache")) {
      c.header("Cache-Control", "no-store");
    }
  });
  api.use(sameOrigin(deps.env.siteUrl));
  // One body limit for every route; the few that need more declare it (server/http/body-limit.ts).
  api.use(defaultBodyLimit());
  // The public routes every feature's manifest declares (features/manifests.server.ts).
  for (const [path, { routes }] of Object.entries(mountsOf("public"))) {
    api.route(path, routes(deps));
  }
  // Sessions and everything behind them (server/api/admin/index.ts, server/api/customer/index.ts).
  api.route("/admin", createAdminApi(deps));
  api.route("/customer", createCustomerApi(deps));
  // The OpenAPI document of everything above, for administrators (decision 020).
  const document = describeApi(api);
  api.get("/openapi.json", requireAdmin(deps, "api"), (c) => c.json(document()));
  // Last route: any other /api path answers JSON. (api.notFound is not used once app.ts mounts
  // this app with app.route: the main app's catch-all would answer HTML instead.)
  api.all("*", (c) => c.json({ message: "Risorsa non trovata" }, 404));
  api.onError(answerError(deps.logger));
  return Object.assign(api, { document });
}
