import type { Deps } from "#server/context";
import { apiRoutes } from "#server/http/openapi";
import { requireAdmin } from "#server/http/auth";
import { activityLogger, activityScopedDb } from "#features/activity/activity.server";
import { adminActivityRoutes } from "#features/activity/api/admin";
import { adminDashboardRoutes } from "#features/admin/api/dashboard";
import { adminSessionRoutes } from "#features/auth/api/admin-session";
import { adminHeroRoutes } from "#features/hero/api/admin";
import { adminBlogRoutes } from "#features/blog/api/admin";
import { adminContactRoutes } from "#features/contact/api/admin";
import { adminSettingsRoutes } from "#features/settings/api/admin";
import { adminSitemapRoutes } from "#features/seo/api/admin";
import { adminCredentialsRoutes } from "#features/admin/api/credentials";
import { adminServiceTemplateRoutes } from "#features/service-templates/api/admin";
import { adminCustomerRoutes } from "#features/customers/api/admin";
import { adminSoftwareRoutes } from "#features/software/api/admin";
import { adminClientRoutes } from "#features/clients/api/admin";
import { adminPartnerRoutes } from "#features/partners/api/admin";
import { adminSolutionRoutes } from "#features/solutions/api/admin";
import { adminTicketRoutes } from "#features/tickets/api/desk";
import { adminCommunicationRoutes } from "#features/communications/api/desk";
import {
  adminCancellationRequestRoutes,
  adminInfoRequestRoutes,
} from "#features/requests/api/desk";

/**
 * /api/admin/*: the back office API (mounted by server/api/index.ts).
 *
 * Contract for the engineers adding admin routes: write `export function adminXxxRoutes(deps:
 * Deps) { return apiRoutes().openapi(apiRoute({...}), handler)... }` (server/http/openapi.ts;
 * simple entities: `crudRoutes`, server/http/crud-routes.ts) in features/<entity>/api/admin.ts and add ONE line below the
 * "protected routes" marker, e.g.
 *
 *   adminApi.route("/hero-variants", adminHeroRoutes(deps));
 *
 * Everything mounted there is behind requireAdmin: handlers only run with a valid admin session,
 * `c.get("admin")` is the signed-in AdminUser, and answers are `Cache-Control: no-store`.
 * Writes already pass the same-origin check of server/api/index.ts. Every write is recorded in
 * the activity log in the same transaction (features/activity/, decision 032): give the route
 * `scoped` (not `deps`) so its queries join that transaction.
 */
export function createAdminApi(deps: Deps) {
  const adminApi = apiRoutes();

  // Open routes: login, logout, me.
  adminApi.route("/", adminSessionRoutes(deps));

  adminApi.use("*", requireAdmin(deps));
  // Every write below is logged in its own transaction (decision 032): the routes get the scoped
  // handle, whose queries run in that transaction while a write is under way.
  adminApi.use("*", activityLogger(deps.db, { transaction: true }));
  const scoped: Deps = { ...deps, db: activityScopedDb(deps.db) };

  // ---- protected routes (one line per resource) ----
  adminApi.route("/dashboard", adminDashboardRoutes(scoped));
  adminApi.route("/hero-variants", adminHeroRoutes(scoped));
  adminApi.route("/blog", adminBlogRoutes(scoped));

  adminApi.route("/contacts", adminContactRoutes(scoped));
  adminApi.route("/settings", adminSettingsRoutes(scoped));
  adminApi.route("/generate-sitemap", adminSitemapRoutes(scoped));
  adminApi.route("/credentials", adminCredentialsRoutes(scoped));
  adminApi.route("/service-templates", adminServiceTemplateRoutes(scoped));
  adminApi.route("/customers", adminCustomerRoutes(scoped));
  adminApi.route("/software", adminSoftwareRoutes(scoped));
  adminApi.route("/clients", adminClientRoutes(scoped));
  adminApi.route("/certified-partners", adminPartnerRoutes(scoped));
  adminApi.route("/solutions", adminSolutionRoutes(scoped));
  adminApi.route("/tickets", adminTicketRoutes(scoped));
  adminApi.route("/communications", adminCommunicationRoutes(scoped));
  adminApi.route("/info-requests", adminInfoRequestRoutes(scoped));
  adminApi.route("/cancellation-requests", adminCancellationRequestRoutes(scoped));
  adminApi.route("/activity", adminActivityRoutes(scoped));

  return adminApi;
}
