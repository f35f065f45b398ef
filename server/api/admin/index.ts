import { Hono } from "hono";
import type { AppEnv, Deps } from "../../context";
import { requireAdmin } from "../../http/auth";
import { getAdminDashboard } from "../../../domain/admin/dashboard.server";
import { adminSessionRoutes } from "./session";
import { adminHeroRoutes } from "./hero-variants";
import { adminBlogRoutes } from "./blog";
import { adminContactRoutes } from "./contacts";
import { adminSettingsRoutes } from "./settings";
import { adminSitemapRoutes } from "./sitemap";
import { adminCredentialsRoutes } from "./credentials";
import { adminServiceTemplateRoutes } from "./service-templates";
import { adminCustomerRoutes } from "./customers";
import { adminSoftwareRoutes } from "./software";
import { adminClientRoutes } from "./clients";
import { adminPartnerRoutes } from "./certified-partners";
import { adminSolutionRoutes } from "./solutions";
import { adminTicketRoutes } from "./tickets";
import { adminCommunicationRoutes } from "./communications";
import { adminCancellationRequestRoutes, adminInfoRequestRoutes } from "./requests";

/**
 * /api/admin/*: the back office API (mounted by server/api/index.ts).
 *
 * Contract for the engineers adding admin routes: write `export function adminXxxRoutes(deps:
 * Deps) { return new Hono<AppEnv>()... }` in server/api/admin/xxx.ts and add ONE line below the
 * "protected routes" marker, e.g.
 *
 *   adminApi.route("/hero-variants", adminHeroRoutes(deps));
 *
 * Everything mounted there is behind requireAdmin: handlers only run with a valid admin session,
 * `c.get("admin")` is the signed-in AdminUser, and answers are `Cache-Control: no-store`.
 * Writes already pass the same-origin check of server/api/index.ts.
 */
export function createAdminApi(deps: Deps) {
  const adminApi = new Hono<AppEnv>();

  // Open routes: login, logout, me.
  adminApi.route("/", adminSessionRoutes(deps));

  adminApi.use("*", requireAdmin(deps));

  // ---- protected routes (one line per resource) ----
  adminApi.get("/dashboard", async (c) => c.json(await getAdminDashboard(deps.db)));
  adminApi.route("/hero-variants", adminHeroRoutes(deps));
  adminApi.route("/blog", adminBlogRoutes(deps));

  adminApi.route("/contacts", adminContactRoutes(deps));
  adminApi.route("/settings", adminSettingsRoutes(deps));
  adminApi.route("/generate-sitemap", adminSitemapRoutes(deps));
  adminApi.route("/credentials", adminCredentialsRoutes(deps));
  adminApi.route("/service-templates", adminServiceTemplateRoutes(deps));
  adminApi.route("/customers", adminCustomerRoutes(deps));
  adminApi.route("/software", adminSoftwareRoutes(deps));
  adminApi.route("/clients", adminClientRoutes(deps));
  adminApi.route("/certified-partners", adminPartnerRoutes(deps));
  adminApi.route("/solutions", adminSolutionRoutes(deps));
  adminApi.route("/tickets", adminTicketRoutes(deps));
  adminApi.route("/communications", adminCommunicationRoutes(deps));
  adminApi.route("/info-requests", adminInfoRequestRoutes(deps));
  adminApi.route("/cancellation-requests", adminCancellationRequestRoutes(deps));

  return adminApi;
}
