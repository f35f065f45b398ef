import { Hono } from "hono";
import type { AppEnv, Deps } from "../context";
import { sameOrigin } from "../http/same-origin";
import { heroRoutes } from "./hero-variants";
import { partnerRoutes } from "./certified-partners";
import { blogRoutes } from "./blog";
import { contactRoutes } from "./contact";
import { consentRoutes } from "./consent";
import { policyProxyRoutes } from "./policy-proxy";
import { solutionRoutes } from "./solutions";
import { clientRoutes } from "./clients";
import { createAdminApi } from "./admin";
import { uploadRoutes } from "./upload";
import { createCustomerApi } from "./customer";
import { softwareRoutes } from "./software";
import { uploadSoftwareRoutes } from "./upload-software";
import { ticketRoutes } from "./tickets";
import { customerPasswordRoutes } from "./customer-password";

/** Every /api/* call. Mounted by app.ts; also used directly by the integration tests. */
export function createApi(deps: Deps) {
  const api = new Hono<AppEnv>();
  // API answers are personal or live data: never cached by browsers or proxies.
  api.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  api.use(sameOrigin(deps.env.PUBLIC_SITE_URL));
  api.route("/hero-variants", heroRoutes(deps));
  api.route("/certified-partners", partnerRoutes(deps));
  api.route("/blog", blogRoutes(deps));
  api.route("/contact", contactRoutes(deps));
  api.route("/consent", consentRoutes(deps));
  api.route("/proxy", policyProxyRoutes(deps));
  api.route("/solutions", solutionRoutes(deps));
  api.route("/clients", clientRoutes(deps));
  api.route("/upload", uploadRoutes(deps));
  api.route("/upload/software", uploadSoftwareRoutes(deps));
  api.route("/software", softwareRoutes(deps));
  api.route("/tickets", ticketRoutes(deps));
  // Sessions and everything behind them (server/api/admin/index.ts, server/api/customer/index.ts).
  api.route("/admin", createAdminApi(deps));
  api.route("/customer", createCustomerApi(deps));
  api.route("/customer-password", customerPasswordRoutes(deps));
  api.notFound((c) => c.json({ message: "Risorsa non trovata" }, 404));
  api.onError((error, c) => {
    deps.logger.error({ err: error, path: c.req.path }, "api error");
    return c.json({ message: "Si è verificato un errore interno. Riprova più tardi." }, 500);
  });
  return api;
}
